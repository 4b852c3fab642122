import { useEffect, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { applyEmailActionCode } from '@/lib/auth/auth';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { Button } from '@/ui/Button/Button';
import { Spinner } from '@/ui/Spinner/Spinner';
import { useAuth } from '@/lib/auth/auth-provider';
import { authErrorCode, authErrorMessage, AUTH_MESSAGES } from '../auth-errors';
import { AuthCard } from './AuthCard';
import { StateIcon } from './StateIcon';
import * as s from './AuthCard.css';

type Status = 'verifying' | 'success' | 'expired' | 'invalid' | 'error';

// A code can be applied once: React's strict mode runs effects twice, so each code's attempt is shared.
const attempts = new Map<string, Promise<void>>();
function applyOnce(oobCode: string): Promise<void> {
  let attempt = attempts.get(oobCode);
  if (!attempt) {
    attempt = applyEmailActionCode(oobCode);
    attempts.set(oobCode, attempt);
    // A failed attempt may be retried (e.g. it failed offline).
    attempt.catch(() => attempts.delete(oobCode));
  }
  return attempt;
}

function statusOf(err: unknown): Status {
  const code = authErrorCode(err);
  if (code === 'expired-action-code') return 'expired';
  if (code === 'invalid-action-code') return 'invalid';
  return 'error';
}

/** /action?mode=verifyEmail: verifying, then success or failure (expired or invalid), with go-to-login. */
export function VerifyEmail({ oobCode }: { oobCode: string | undefined }) {
  const { t, i18n } = useLingui();
  const auth = useAuth();
  const { reloadUser } = auth;
  const [status, setStatus] = useState<Status>(oobCode ? 'verifying' : 'invalid');
  const [error, setError] = useState<unknown>(null);
  const [round, setRound] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!oobCode) return;
    let active = true;
    // oxlint-disable-next-line react/set-state-in-effect -- each attempt (a new code, or Try again) starts as verifying
    setStatus('verifying');
    applyOnce(oobCode).then(
      () => {
        if (!active) return;
        setStatus('success');
        // A patient signed in on this device now counts as verified.
        void reloadUser();
      },
      (err: unknown) => {
        if (!active) return;
        setError(err);
        setStatus(statusOf(err));
      },
    );
    return () => {
      active = false;
    };
  }, [oobCode, round, reloadUser]);

  useEffect(() => {
    if (status !== 'verifying') heading.current?.focus();
  }, [status]);

  const titles: Record<Status, string> = {
    verifying: t`Verifying your email…`,
    success: t`Your email is verified`,
    expired: i18n._(AUTH_MESSAGES.linkExpired),
    invalid: i18n._(AUTH_MESSAGES.linkInvalid),
    error: t`We could not verify your email`,
  };
  useDocumentTitle(titles[status]);

  const signInLink = auth.isSignedIn ? (
    <Link to="/home" className={s.buttonLink}>
      <Trans>Continue</Trans>
    </Link>
  ) : (
    <Link to="/signin" className={s.buttonLink}>
      <Trans>Go to sign in</Trans>
    </Link>
  );

  return (
    <AuthCard headingRef={heading} title={titles[status]}>
      <div className={s.centered}>
        {status === 'verifying' ? <Spinner size="lg" label={t`Verifying your email…`} /> : null}
        {status === 'success' ? (
          <>
            <StateIcon kind="success" />
            <p className={s.lead}>
              <Trans>Thank you. Your account is ready: sign in to book and manage appointments.</Trans>
            </p>
          </>
        ) : null}
        {status === 'expired' || status === 'invalid' ? (
          <>
            <StateIcon kind="error" />
            <p className={s.lead}>
              <Trans>Sign in, then ask for a new verification link from the banner at the top of the page.</Trans>
            </p>
          </>
        ) : null}
        {status === 'error' ? (
          <>
            <StateIcon kind="error" />
            <p className={s.lead} role="alert">
              {authErrorMessage(error, i18n)}
            </p>
          </>
        ) : null}
      </div>
      {status !== 'verifying' ? (
        <div className={s.actions}>
          {signInLink}
          {status === 'error' ? (
            <Button variant="outline" size="lg" fullWidth onClick={() => setRound((n) => n + 1)}>
              <Trans>Try again</Trans>
            </Button>
          ) : null}
        </div>
      ) : null}
    </AuthCard>
  );
}
