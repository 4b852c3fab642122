// The bell's list (loaded when a signed-in patient opens the bell), composed with the notice that
// dates it when it is the copy kept on the device.
import { NotificationsPanel } from '../features/notifications/components/NotificationsPanel';
import { OfflineDataNotice } from '../features/offline/components/OfflineDataNotice';

export default function BellPanel({ uid, close }: { uid: string; close: () => void }) {
  return (
    <NotificationsPanel uid={uid} onNavigate={close} notice={<OfflineDataNotice compact queryKey={['patient', uid, 'notifications', 'list']} />} />
  );
}
