import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useAuth } from '@/lib/auth/auth-provider';
import { OfflineDataNotice } from '@/features/offline/components/OfflineDataNotice';
import { NotificationPreferencesForm } from '@/features/settings/components/NotificationPreferencesForm';
import { NotificationChannelsPanel } from '@/features/settings/components/NotificationChannelsPanel';
import { SettingsLayout } from '@/features/settings/components/SettingsNav';

function Page() {
  const { t } = useLingui();
  const uid = useAuth().user?.uid;
  return (
    <SettingsLayout title={t`Notifications`}>
      {uid ? <OfflineDataNotice queryKey={['patient', uid, 'notification-preferences']} /> : null}
      <NotificationChannelsPanel />
      <NotificationPreferencesForm />
    </SettingsLayout>
  );
}

export const Route = createFileRoute('/_authed/settings/notifications')({ component: Page });
