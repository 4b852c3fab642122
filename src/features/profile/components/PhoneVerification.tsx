import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { PHONE_CODE_LENGTH } from '@contracts/settings';
import { errorText } from '@/lib/api/api-client';
import { Button, TextInput, toast } from '@/ui';
import { useSendPhoneCode, useVerifyPhone } from '../api/phone-verification';
import type { PatientProfile } from '../api/patient-detail';
import * as s from '@/styles/form.css';

/** Send a one-time code to the profile's phone, enter it, and show the verified badge. */
export function PhoneVerification({ uid, profile }: { uid: string; profile: PatientProfile }) {
  const { t } = useLingui();
  const send = useSendPhoneCode();
  const verify = useVerifyPhone(uid);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (!profile.phoneNumber) {
    return (
      <section className={s.card} aria-labelledby="phone-title">
        <h2 id="phone-title" className={s.sectionTitle}>{t`Phone verification`}</h2>
        <p className={s.hint}>{t`Save your phone number in the profile first, then verify it here.`}</p>
      </section>
    );
  }

  const onSend = async () => {
    setError(null);
    try {
      const res = await send.mutateAsync({});
      setSentTo(`${res.data.countryCode} ${res.data.phoneNumberMasked}`);
      toast.success(res.message);
    } catch (err) {
      setError(errorText(err));
    }
  };

  const onVerify = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`).test(code.trim())) {
      setError(t`Enter the 6-digit code.`);
      return;
    }
    try {
      const res = await verify.mutateAsync(code.trim());
      setSentTo(null);
      setCode('');
      toast.success(res.message);
    } catch (err) {
      setError(errorText(err));
    }
  };

  return (
    <section className={s.card} aria-labelledby="phone-title">
      <h2 id="phone-title" className={s.sectionTitle}>{t`Phone verification`}</h2>
      <div className={s.row}>
        <span>{profile.countryCode} {profile.phoneNumber}</span>
        {profile.phoneVerified ? (
          <span className={s.badge} data-testid="phone-verified">{t`Verified`}</span>
        ) : (
          <Button variant="secondary" loading={send.isPending} onClick={() => void onSend()}>
            {sentTo ? t`Send a new code` : t`Send code`}
          </Button>
        )}
      </div>
      {sentTo && !profile.phoneVerified ? (
        <form className={s.form} noValidate onSubmit={(e) => void onVerify(e)}>
          <p className={s.hint}>{t`We sent a code to ${sentTo}.`}</p>
          <TextInput label={t`Verification code`} name="code" inputMode="numeric" autoComplete="one-time-code"
            maxLength={PHONE_CODE_LENGTH} value={code} onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))} />
          <div className={s.row}><Button type="submit" loading={verify.isPending}>{t`Verify`}</Button></div>
        </form>
      ) : null}
      {error ? <p className={s.fieldError} role="alert">{error}</p> : null}
    </section>
  );
}
