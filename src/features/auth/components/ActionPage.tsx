import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { AuthCard } from './AuthCard';
import { ResetPassword } from './ResetPassword';
import { StateIcon } from './StateIcon';
import { VerifyEmail } from './VerifyEmail';
import * as s from './AuthCard.css';

export type ActionSearch = { mode?: string; oobCode?: string };

/** /action: the e-mailed links (mode verifyEmail or resetPassword, with the oobCode). */
export function ActionPage({ mode, oobCode }: ActionSearch) {
  if (mode === 'verifyEmail') return <VerifyEmail oobCode={oobCode} />;
  if (mode === 'resetPassword' && oobCode) return <ResetPassword oobCode={oobCode} />;
  return <InvalidLink />;
}

function InvalidLink() {
  const { t } = useLingui();
  useDocumentTitle(t`This link is not valid`);
  return (
    <AuthCard title={<Trans>This link is not valid</Trans>}>
      <div className={s.centered}>
        <StateIcon kind="error" />
        <p className={s.lead}>
          <Trans>Open the most recent link from your email, or ask for a new one.</Trans>
        </p>
      </div>
      <div className={s.actions}>
        <Link to="/signin" className={s.buttonLink}>
          <Trans>Go to sign in</Trans>
        </Link>
        <Link to="/forgot-password" className={`${s.buttonLink} ${s.buttonLinkOutline}`}>
          <Trans>Forgot password?</Trans>
        </Link>
      </div>
    </AuthCard>
  );
}
