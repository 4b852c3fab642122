import { useEffect, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { errorText } from '@/lib/api/api-client';
import { Button, Skeleton, toast } from '@/ui';
import { useAuth } from '@/lib/auth/auth-provider';
import { useNotificationChannels, useSaveNotificationChannels, type NotificationChannels } from '../api/notification-channels';
import type { DeviceState } from '../push-device';
import * as s from '@/styles/form.css';
import * as own from './NotificationPreferencesForm.css';

// The push code loads with this screen's first use of it, never on a guest's first screen.
const pushDevice = () => import('../push-device');

/** "This device": Web Push, with a button to allow notifications and a test message. */
function ThisDevice({ onChange }: { onChange: () => void }) {
  const { t } = useLingui();
  const [state, setState] = useState<DeviceState | 'loading'>('loading');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    void pushDevice().then((m) => m.deviceState()).then((x) => { if (live) setState(x); }, () => { if (live) setState('unsupported'); });
    return () => { live = false; };
  }, []);

  const run = async (work: (m: Awaited<ReturnType<typeof pushDevice>>) => Promise<void>) => {
    setBusy(true);
    try {
      const m = await pushDevice();
      await work(m);
    } catch (err) {
      toast.error(errorText(err));
    } finally {
      setBusy(false);
      onChange();
    }
  };
  const allow = () => run(async (m) => {
    const next = await m.enablePush();
    setState(next);
    if (next === 'on') toast.success(t`Notifications are on for this device.`);
  });
  const test = () => run(async (m) => { toast.success(await m.sendTestPush()); });
  const off = () => run(async (m) => {
    await m.disablePush();
    setState('off');
  });

  return (
    <div className={s.field} data-testid="push-device">
      <span className={s.label}>{t`This device`}</span>
      {state === 'loading' ? <Skeleton height="24px" /> : null}
      {state === 'unsupported' ? <p className={s.hint}>{t`This browser cannot show notifications.`}</p> : null}
      {state === 'denied' ? <p className={s.hint}>{t`Notifications are blocked for this site in the browser's settings.`}</p> : null}
      {state === 'off' ? (
        <div className={s.row}>
          <p className={s.hint}>{t`Get notifications on this phone or computer, even when the app is closed.`}</p>
          <Button loading={busy} onClick={() => void allow()}>{t`Allow notifications`}</Button>
        </div>
      ) : null}
      {state === 'on' ? (
        <div className={s.row}>
          <p className={s.success} data-testid="push-on">{t`Notifications are on for this device.`}</p>
          <Button variant="secondary" loading={busy} onClick={() => void test()}>{t`Send a test`}</Button>
          <Button variant="ghost" disabled={busy} onClick={() => void off()}>{t`Turn off`}</Button>
        </div>
      ) : null}
    </div>
  );
}

function Channels({ uid, data }: { uid: string; data: NotificationChannels }) {
  const { t } = useLingui();
  const save = useSaveNotificationChannels(uid);
  const query = useNotificationChannels(uid);
  const change = async (input: { reminders?: boolean; whatsappOptIn?: boolean }) => {
    try {
      const res = await save.mutateAsync(input);
      toast.success(res.message);
    } catch (err) {
      toast.error(errorText(err));
    }
  };
  const phone = data.sms.phone;
  return (
    <section className={s.card} aria-labelledby="channels-title" data-testid="notification-channels">
      <h2 id="channels-title" className={s.sectionTitle}>{t`Where we reach you`}</h2>
      <div className={s.field}>
        <span className={s.label}>{t`SMS`}</span>
        {phone
          ? <p className={s.hint}>{t`To your verified phone ${phone}`}</p>
          : <p className={s.hint}>{t`SMS go to a verified phone only.`} <Link to="/settings/profile">{t`Verify your phone number`}</Link></p>}
      </div>
      <div className={s.field}>
        <span className={s.label}>{t`Email`}</span>
        <p className={s.hint}>
          {data.email.verified
            ? t`To ${data.email.address}`
            : t`To ${data.email.address} once it is verified: open the link we e-mailed you.`}
        </p>
      </div>
      <div className={s.field}>
        <label className={own.choice}>
          <input type="checkbox" role="switch" style={{ width: 24, height: 24 }} disabled={!phone || save.isPending}
            checked={data.whatsapp.optedIn} onChange={(e) => void change({ whatsappOptIn: e.currentTarget.checked })} />
          <span className={s.label}>{t`Receive WhatsApp messages`}</span>
        </label>
        <p className={s.hint}>{phone ? t`On WhatsApp at ${phone}, for the categories you tick below.` : t`WhatsApp messages need a verified phone.`}</p>
      </div>
      <ThisDevice onChange={() => void query.refetch()} />
      <div className={s.field}>
        <label className={own.choice}>
          <input type="checkbox" role="switch" style={{ width: 24, height: 24 }} disabled={save.isPending}
            checked={data.reminders} onChange={(e) => void change({ reminders: e.currentTarget.checked })} />
          <span className={s.label}>{t`Appointment reminders`}</span>
        </label>
        <p className={s.hint}>{t`24 hours and 2 hours before each appointment, never between 9 pm and 7 am unless the appointment is then.`}</p>
      </div>
    </section>
  );
}

/** What each channel reaches and this device's notifications (issue 16), above the category table. */
export function NotificationChannelsPanel() {
  const { t } = useLingui();
  const uid = useAuth().user?.uid ?? '';
  const query = useNotificationChannels(uid);
  if (query.isPending) return <Skeleton height="200px" />;
  if (query.isError) {
    return (
      <div className={s.card} role="alert">
        <p className={s.fieldError}>{errorText(query.error)}</p>
        <div><Button variant="secondary" onClick={() => void query.refetch()}>{t`Try again`}</Button></div>
      </div>
    );
  }
  return <Channels uid={uid} data={query.data} />;
}
