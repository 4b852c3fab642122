import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/ui/Button/Button';
import { TextInput } from '@/ui/TextInput/TextInput';
import { useToastSubmit } from '@/lib/api/use-toast-submit';
import { invitePharmacist } from './api';
import * as s from '../components/MedicineOrder.css';

/** A pharmacist invites a colleague to this pharmacy: a one-time link by e-mail, accepted at /clinic/join. */
export function InviteColleague() {
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  const { busy, error, submit } = useToastSubmit(invitePharmacist, () => setEmail(''));
  return (
    <section aria-labelledby="invite-pharmacist" className={s.card}>
      <h2 id="invite-pharmacist" className={s.sectionTitle}><Trans>Invite a pharmacist</Trans></h2>
      <p className={s.muted}><Trans>A colleague at this pharmacy gets a link by e-mail to set their password (valid 7 days).</Trans></p>
      <form className={s.form} noValidate onSubmit={(e) => submit(e, email)}>
        {error ? <p role="alert" className={s.error}>{error}</p> : null}
        <TextInput label={t`Email`} type="email" name="inviteEmail" required value={email} onChange={(e) => setEmail(e.target.value)} />
        <div className={s.actions}><Button type="submit" loading={busy}><Trans>Send the invitation</Trans></Button></div>
      </form>
    </section>
  );
}
