import type { NotificationsSlot } from '../types';
// Loaded only when someone is signed in: guests never download the avatar menu, the bell or their queries.
import type { ShellPreferenceActions, ShellUser } from '../types';
import { AvatarMenu } from './AvatarMenu';
import { NotificationBell } from './NotificationBell';
import * as s from './AccountArea.css';

type Props = { user: ShellUser; preferences: ShellPreferenceActions; signOut: () => Promise<void>; notifications?: NotificationsSlot };

export function AccountArea({ user, preferences, signOut, notifications }: Props) {
  return (
    <div className={s.area}>
      <NotificationBell uid={user.uid} panel={notifications} />
      <AvatarMenu user={user} preferences={preferences} signOut={signOut} />
    </div>
  );
}

/** @alias React.lazy loads the default export; the named one is for static imports. */
export default AccountArea;
