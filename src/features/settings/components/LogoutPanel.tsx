import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@/ui';
import { useAuth } from '@/lib/auth/auth-provider';
import * as s from '@/styles/form.css';

export function LogoutPanel() {
  const { t } = useLingui();
  const { signOut } = useAuth();
  const [busy, setBusy] = useState(false);
  return (
    <div className={s.card}>
      <p>{t`Sign out of Swasthya on this device.`}</p>
      <div className={s.row}>
        <Button loading={busy} onClick={() => { setBusy(true); void signOut().finally(() => setBusy(false)); }}>{t`Log out`}</Button>
      </div>
    </div>
  );
}
