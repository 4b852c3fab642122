import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useRouter } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import * as v from 'valibot';
import { EmailSchema } from '@contracts/email';
import * as M from '@contracts/message-texts';
import { Button } from '@/ui/Button/Button';
import { TextInput } from '@/ui/TextInput/TextInput';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { loadServerMessages } from '@/lib/i18n/i18n';
import { useAuth } from '@/lib/auth/auth-provider';
import { authErrorCode, authErrorMessage, AUTH_MESSAGES } from '../auth-errors';
import { afterSignIn, safeRedirect } from '../guard';
import { asLocale, focusFirstError, schemaErrors, type FieldErrors } from '@/lib/api/form';
import { retryNetworkFailures } from '../network-retry';
import { AuthCard, FormAlert, FormStatus } from './AuthCard';
import * as s from './AuthCard.css';

type Field = 'email' | 'password';
const FIELDS: readonly Field[] = ['email', 'password'];
const SignInSchema = v.object({
  email: EmailSchema,
  password: v.pipe(v.string(M.required), v.nonEmpty(M.required)),
});

/** /signin: e-mail and password, with links to reset the password and to create an account. */
export function SignInPage({ redirectTo }: { redirectTo?: string }) {
  const { t, i18n } = useLingui();
  const auth = useAuth();
  const router = useRouter();
  const [values, setValues] = useState<Record<Field, string>>({ email: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // A network failure is tried again by itself for a while (an intermittent link): say so meanwhile.
  const [retrying, setRetrying] = useState(false);
  const attempt = useRef<AbortController | null>(null);
  useEffect(() => () => attempt.current?.abort(), []);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  useDocumentTitle(t`Sign in`);
  const { clearNotice } = auth;
  // The notice is said once: leaving the page forgets it.
  useEffect(() => clearNotice, [clearNotice]);

  const locale = asLocale(i18n.locale);
  // The contract's messages in Nepali are not part of this first screen: asked for when the form is
  // first typed in, and waited for by a submit that comes first (English if they cannot load).
  const serverMessages = () => loadServerMessages(locale).catch(() => undefined);
  const validating = useRef(false);
  const redirect = safeRedirect(redirectTo);
  // Shown when the app signed someone out (e.g. an account without the patient role).
  const notice = auth.notice === 'role-mismatch' ? i18n._(AUTH_MESSAGES.roleMismatch) : null;

  const change = (field: Field) => (event: { target: { value: string } }) => {
    void serverMessages();
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (fieldErrors[field]) setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || validating.current) return;
    validating.current = true;
    await serverMessages();
    validating.current = false;
    const errors = schemaErrors<Field>(SignInSchema, values, locale);
    setFieldErrors(errors);
    setFormError(null);
    auth.clearNotice();
    if (focusFirstError(errors, FIELDS, inputs.current)) return;
    setSubmitting(true);
    const controller = new AbortController();
    attempt.current = controller;
    try {
      await retryNetworkFailures(() => auth.signIn(values.email.trim(), values.password), {
        signal: controller.signal,
        onRetry: () => setRetrying(true),
      });
      await router.navigate({ href: afterSignIn(redirect), replace: true });
    } catch (err) {
      // The page was left while it was still trying: nobody to tell.
      if (controller.signal.aborted) return;
      setSubmitting(false);
      setRetrying(false);
      setFormError(authErrorMessage(err, i18n));
      // Back to the field most likely to need a change; what was typed stays.
      const code = authErrorCode(err);
      const field: Field = code === 'user-not-found' || code === 'invalid-email' || code === 'role-mismatch' ? 'email' : 'password';
      inputs.current[field]?.focus();
    }
  };

  return (
    <AuthCard title={<Trans>Sign in</Trans>} lead={<Trans>Welcome back. Sign in to book and manage your appointments.</Trans>}>
      <form className={s.form} noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormAlert id="signin-alert" message={formError ?? notice} />
        <FormStatus id="signin-status" message={retrying ? t`No connection yet — still trying to sign you in…` : null} />
        <TextInput
          ref={(el) => {
            inputs.current.email = el;
          }}
          label={t`Email`}
          type="email"
          name="email"
          autoComplete="username"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={values.email}
          onChange={change('email')}
          error={fieldErrors.email}
        />
        <TextInput
          ref={(el) => {
            inputs.current.password = el;
          }}
          label={t`Password`}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={values.password}
          onChange={change('password')}
          error={fieldErrors.password}
        />
        <div className={s.linkRow}>
          <Link to="/forgot-password" className={s.link}>
            <Trans>Forgot password?</Trans>
          </Link>
        </div>
        <Button type="submit" size="lg" fullWidth loading={submitting}>
          <Trans>Sign in</Trans>
        </Button>
      </form>
      <p className={s.footer}>
        <Trans>New to Swasthya?</Trans>{' '}
        <Link to="/signUp" search={redirect ? { redirect } : {}} className={s.link}>
          <Trans>Create an account</Trans>
        </Link>
      </p>
    </AuthCard>
  );
}
