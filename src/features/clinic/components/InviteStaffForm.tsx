import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/ui/Button/Button';
import { Select } from '@/ui/Select/Select';
import { TextInput } from '@/ui/TextInput/TextInput';
import { useToastSubmit } from '@/lib/api/use-toast-submit';
import { INVITABLE_ROLES, type StaffRole } from '@contracts/staff-roles';
import { inviteStaff, todayQuery } from '../api/console';
import { ROLE_LABELS } from '../labels';
import * as s from './Console.css';

/** A clinic-admin invites a doctor, front-desk member or another admin: a one-time link by e-mail. */
export function InviteStaffForm({ uid }: { uid: string }) {
  const { t, i18n } = useLingui();
  const doctors = useQuery(todayQuery(uid)).data?.doctors ?? [];
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('front-desk');
  const [doctorId, setDoctorId] = useState('');
  const { busy, error, submit } = useToastSubmit(inviteStaff, () => setEmail(''));

  return (
    <section aria-labelledby="invite-title" className={s.card}>
      <h2 id="invite-title" className={s.name}><Trans>Invite staff</Trans></h2>
      <form className={s.form} noValidate onSubmit={(e) => submit(e, { email, role: role as (typeof INVITABLE_ROLES)[number], doctorId: role === 'doctor' ? doctorId || null : null })}>
        {error ? <p role="alert" className={s.alert}>{error}</p> : null}
        <TextInput label={t`Email`} type="email" name="inviteEmail" required value={email} onChange={(e) => setEmail(e.target.value)} />
        <Select label={t`Role`} name="role" value={role} onChange={(v) => setRole(v)} options={INVITABLE_ROLES.map((r) => ({ value: r, label: i18n._(ROLE_LABELS[r]) }))} />
        {role === 'doctor' ? (
          <Select label={t`Doctor`} name="doctorId" value={doctorId} onChange={(v) => setDoctorId(v)} placeholder={t`Choose the doctor`}
            options={doctors.map((d) => ({ value: d.id, label: `${t`Dr.`} ${d.name}` }))} />
        ) : null}
        <Button type="submit" loading={busy}><Trans>Send the invitation</Trans></Button>
      </form>
    </section>
  );
}
