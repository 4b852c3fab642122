import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/ui/Button/Button';
import { Modal } from '@/ui/Modal/Modal';
import { Spinner } from '@/ui/Spinner/Spinner';
import { TextInput } from '@/ui/TextInput/TextInput';
import { QueryError } from '@/ui/QueryError/QueryError';
import { formatDateTime } from '@/lib/i18n/format';
import { asLocale } from '@/lib/api/form';
import { freeSlotsQuery } from '../api/console';
import * as s from './Console.css';

/** Another time from the doctor's free slots (next 14 days); the patient accepts or picks another. */
export function ProposeDialog({ uid, appointmentId, busy, onClose, onPick }: {
  uid: string; appointmentId: string; busy: boolean; onClose: () => void; onPick: (scheduleId: string) => void;
}) {
  const { t, i18n } = useLingui();
  const locale = asLocale(i18n.locale);
  const slots = useQuery(freeSlotsQuery(uid, appointmentId));
  const [picked, setPicked] = useState('');
  return (
    <Modal
      open onClose={onClose} title={<Trans>Propose another time</Trans>}
      footer={<Button disabled={!picked} loading={busy} onClick={() => onPick(picked)}><Trans>Send the proposal</Trans></Button>}
    >
      {slots.isPending ? <Spinner label={t`Loading free times`} /> : null}
      {slots.isError ? <QueryError error={slots.error} onRetry={() => void slots.refetch()} /> : null}
      {slots.data?.length === 0 ? <p><Trans>The doctor has no free time in the next 14 days.</Trans></p> : null}
      {slots.data?.length ? (
        <fieldset>
          <legend className={s.muted}><Trans>The doctor's free times</Trans></legend>
          <ul className={s.slotList}>
            {slots.data.map((slot) => (
              <li key={slot.id}>
                <label className={s.slotOption}>
                  <input type="radio" name="slot" value={slot.id} checked={picked === slot.id} onChange={() => setPicked(slot.id)} />
                  {formatDateTime(slot.startsAt, { locale, timeZone: 'Asia/Kathmandu' })}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
    </Modal>
  );
}

/** Cancel with a reason: the patient reads it (bell, and SMS/e-mail by their choice). */
export function CancelDialog({ busy, onClose, onCancel }: { busy: boolean; onClose: () => void; onCancel: (reason: string) => void }) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = () => {
    if (!reason.trim()) return setError(t`Tell the patient why.`);
    onCancel(reason.trim());
  };
  return (
    <Modal
      open onClose={onClose} title={<Trans>Cancel this appointment</Trans>}
      footer={<Button variant="destructive" loading={busy} onClick={submit}><Trans>Cancel appointment</Trans></Button>}
    >
      <TextInput label={t`Reason (the patient reads it)`} name="reason" required maxLength={500} value={reason} error={error} onChange={(e) => { setReason(e.target.value); setError(undefined); }} />
    </Modal>
  );
}
