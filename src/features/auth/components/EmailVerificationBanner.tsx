import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorText } from '@/lib/api/api-client';
import { Button } from '@/ui/Button/Button';
import { useAuth } from '@/lib/auth/auth-provider';
import { useSendVerificationEmail } from '../api/send-verification-email';
import * as s from './AuthCard.css';

/**
 * Shown to a signed-in patient whose e-mail is not verified yet: they may use the app, and can
 * ask for the link again. When they come back to the tab (after opening the link elsewhere), the
 * user is reloaded and the banner goes away once verified.
 */
export function EmailVerificationBanner() {
  const { t } = useLingui();
  const { isSignedIn, emailVerified, user, reloadUser } = useAuth();
  const resend = useSendVerificationEmail();
  const [status, setStatus] = useState<string | null>(null);
  const show = isSignedIn && !emailVerified && Boolean(user?.email);

  useEffect(() => {
    if (!show) return;
    const onVisible = () => {
      if (document.visibilityState === 'visible') void reloadUser();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [show, reloadUser]);

  if (!show || !user?.email) return null;
  const email = user.email;

  return (
    <aside className={s.banner} aria-label={t`Email verification`}>
      <p className={s.bannerText}>
        <Trans>
          Please verify your email address. We sent a link to <strong>{email}</strong>.
        </Trans>{' '}
        <span role="status">{status}</span>
      </p>
      <Button
        variant="outline"
        size="sm"
        loading={resend.isPending}
        onClick={() => {
          setStatus(null);
          resend.mutate(email, {
            onSuccess: (message) => setStatus(message),
            onError: (err) => setStatus(errorText(err)),
          });
        }}
      >
        <Trans>Resend verification email</Trans>
      </Button>
    </aside>
  );
}
