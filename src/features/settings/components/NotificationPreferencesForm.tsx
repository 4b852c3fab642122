import { useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { NOTIFICATION_CHANNELS } from '@contracts/record-options';
import type { NotificationCategory, NotificationChannel, NotificationFrequency } from '@contracts/settings';
import { errorText } from '@/lib/api/api-client';
import { Button, Skeleton, toast } from '@/ui';
import { useAuth } from '@/lib/auth/auth-provider';
import { useNotificationPreferences, useSaveNotificationPreferences, type NotificationPreference } from '../api/notification-preferences';
import * as s from '@/styles/form.css';
import * as own from './NotificationPreferencesForm.css';

const CATEGORY_LABELS: Record<NotificationCategory, MessageDescriptor> = {
  announcements: msg`Announcements`,
  savings_and_offers: msg`Savings and offers`,
  feedback_and_surveys: msg`Feedback and surveys`,
  health_tips: msg`Health tips`,
  informational: msg`Informational`,
  important_whatsapp: msg`Important notifications via WhatsApp`,
};
const FREQUENCY_LABELS: Record<NotificationFrequency, MessageDescriptor> = {
  about_monthly: msg`About once a month`,
  about_every_15_days: msg`About every 15 days`,
  monthly: msg`Once a month`,
  one_to_two_per_week: msg`1–2 times a week`,
  weekly: msg`Once a week`,
  when_important: msg`Only when important`,
};
const CHANNEL_LABELS: Record<NotificationChannel, MessageDescriptor> = {
  email: msg`Email`, sms: msg`SMS`, whatsapp: msg`WhatsApp`,
};

function Editor({ uid, initial }: { uid: string; initial: NotificationPreference[] }) {
  const { t, i18n } = useLingui();
  const [prefs, setPrefs] = useState(initial);
  // A newer copy from the server (a copy restored from the device is refetched) replaces the table
  // only while the patient has changed nothing; it used to remount the form, dropping their ticks.
  const [shown, setShown] = useState(initial);
  const [edited, setEdited] = useState(false);
  if (initial !== shown) {
    setShown(initial);
    if (!edited) setPrefs(initial);
  }
  const save = useSaveNotificationPreferences(uid);

  const toggle = (category: NotificationCategory, channel: NotificationChannel) => {
    setEdited(true);
    setPrefs((old) => old.map((p) => (p.category === category ? { ...p, channels: { ...p.channels, [channel]: !p.channels[channel] } } : p)));
  };

  const onSave = async () => {
    try {
      const res = await save.mutateAsync({ preferences: prefs.map((p) => ({ category: p.category, channels: p.channels })) });
      setEdited(false);
      toast.success(res.message);
    } catch (err) {
      toast.error(errorText(err));
    }
  };

  return (
    <div className={s.card}>
      <div style={{ overflowX: 'auto' }}>
        <table className={`${s.table} ${own.table}`}>
          <thead>
            <tr>
              <th className={s.cell} scope="col">{t`Category`}</th>
              {NOTIFICATION_CHANNELS.map((ch) => <th key={ch} className={s.checkCell} scope="col">{i18n._(CHANNEL_LABELS[ch])}</th>)}
            </tr>
          </thead>
          <tbody>
            {prefs.map((p) => {
              const category = i18n._(CATEGORY_LABELS[p.category]);
              return (
                <tr key={p.category}>
                  <th className={s.cell} scope="row">
                    <span>{category}</span>
                    <span className={s.hint} style={{ display: 'block' }}>{i18n._(FREQUENCY_LABELS[p.frequency])}</span>
                  </th>
                  {NOTIFICATION_CHANNELS.map((ch) => {
                    const channel = i18n._(CHANNEL_LABELS[ch]);
                    return (
                      <td key={ch} className={s.checkCell}>
                        <label className={own.choice}>
                          <input type="checkbox" role="switch" style={{ width: 24, height: 24 }}
                            aria-label={t`${category}: ${channel}`}
                            checked={p.channels[ch]} onChange={() => toggle(p.category, ch)} />
                          <span className={own.channelName} aria-hidden="true">{channel}</span>
                        </label>
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className={s.row}><Button loading={save.isPending} onClick={() => void onSave()}>{t`Save preferences`}</Button></div>
    </div>
  );
}

/** Categories × channels with each category's frequency, saved on the server. */
export function NotificationPreferencesForm() {
  const { t } = useLingui();
  const { user } = useAuth();
  const uid = user?.uid ?? '';
  const query = useNotificationPreferences(uid);
  if (query.isPending) return <Skeleton height="240px" />;
  // A refetch that failed (offline) leaves the last copy: shown, not the error.
  if (!query.data) {
    return (
      <div className={s.card} role="alert">
        <p className={s.fieldError}>{errorText(query.error)}</p>
        <div><Button variant="secondary" onClick={() => void query.refetch()}>{t`Try again`}</Button></div>
      </div>
    );
  }
  return <Editor key={uid} uid={uid} initial={query.data} />;
}
