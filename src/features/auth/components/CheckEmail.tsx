import { useEffect, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/ui/Button/Button';
import { errorText } from '@/lib/api/api-client';
import { useSendVerificationEmail } from '../api/send-verification-email';
import { AuthCard, FormAlert, FormStatus } from './AuthCard';
import * as s from './AuthCard.css';

type Props = {
  email: string;
  /** The server's answer to the sign-up ('Your account was created…'). */
  message: string;
  redirect?: string;
};

/** After sign-up: the verification e-mail is on its way; it can be sent again. */
export function CheckEmail({ email, message, redirect }: Props) {
  const { t } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  const resend = useSendVerificationEmail();
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  const onResend = () => {
    setStatus(null);
    setError(null);
    resend.mutate(email, {
      onSuccess: (text) => setStatus(text),
      onError: (err) => setError(errorText(err)),
    });
  };

  return (
    <AuthCard headingRef={heading} title={<Trans>Check your email</Trans>} lead={message}>
      <p className={s.lead}>
        <Trans>
          We sent a verification link to <strong>{email}</strong>. Open it to verify your email address, then sign in.
        </Trans>
      </p>
      <FormStatus message={status} />
      <FormAlert message={error} />
      <div className={s.actions}>
        <Link to="/signin" search={redirect ? { redirect } : {}} className={s.buttonLink}>
          <Trans>Go to sign in</Trans>
        </Link>
        <Button variant="outline" size="lg" fullWidth loading={resend.isPending} onClick={onResend}>
          {t`Resend verification email`}
        </Button>
      </div>
      <p className={s.footer}>
        <Trans>No email? Check your spam folder, or resend it.</Trans>
      </p>
    </AuthCard>
  );
}
