import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/ui/Button/Button';
import { TextInput } from '@/ui/TextInput/TextInput';
import { toast } from '@/ui/toast';
import { errorText } from '@/lib/api/api-client';
import { invitePharmacist } from './api';
import * as s from '../components/MedicineOrder.css';

/** A pharmacist invites a colleague to this pharmacy: a one-time link by e-mail, accepted at /clinic/join. */
export function InviteColleague() {
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      toast.success((await invitePharmacist(email)).message);
      setEmail('');
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="invite-pharmacist" className={s.card}>
      <h2 id="invite-pharmacist" className={s.sectionTitle}><Trans>Invite a pharmacist</Trans></h2>
      <p className={s.muted}><Trans>A colleague at this pharmacy gets a link by e-mail to set their password (valid 7 days).</Trans></p>
      <form className={s.form} noValidate onSubmit={(e) => void onSubmit(e)}>
        {error ? <p role="alert" className={s.error}>{error}</p> : null}
        <TextInput label={t`Email`} type="email" name="inviteEmail" required value={email} onChange={(e) => setEmail(e.target.value)} />
        <div className={s.actions}><Button type="submit" loading={busy}><Trans>Send the invitation</Trans></Button></div>
      </form>
    </section>
  );
}
