import { useRef, useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { EmailRequestSchema } from '@contracts/patient';
import { Button } from '@/ui/Button/Button';
import { TextInput } from '@/ui/TextInput/TextInput';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { useSendPasswordResetEmail } from '../api/send-password-reset-email';
import { asLocale, requestErrors, schemaErrors } from '@/lib/api/form';
import { AuthCard, FormAlert, FormStatus } from './AuthCard';
import * as s from './AuthCard.css';

/** /forgot-password: e-mail → the server sends a link to /action?mode=resetPassword. */
export function ForgotPasswordPage() {
  const { t, i18n } = useLingui();
  const locale = asLocale(i18n.locale);
  const send = useSendPasswordResetEmail();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useDocumentTitle(t`Forgot password`);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    const value = email.trim();
    const errors = schemaErrors<'email'>(EmailRequestSchema, { email: value }, locale);
    setEmailError(errors.email);
    setFormError(null);
    setSent(null);
    if (errors.email) {
      input.current?.focus();
      return;
    }
    send.mutate(value, {
      onSuccess: (message) => setSent(message),
      onError: (err) => {
        const result = requestErrors(err, ['email'] as const);
        setEmailError(result.fieldErrors.email);
        setFormError(result.formError);
        input.current?.focus();
      },
    });
  };

  return (
    <AuthCard
      title={<Trans>Forgot your password?</Trans>}
      lead={<Trans>Enter the email address of your account. We will send you a link to choose a new password.</Trans>}
    >
      <form className={s.form} noValidate onSubmit={onSubmit}>
        <FormAlert message={formError} />
        <FormStatus message={sent} />
        <TextInput
          ref={input}
          label={t`Email`}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (emailError) setEmailError(undefined);
          }}
          error={emailError}
        />
        <Button type="submit" size="lg" fullWidth loading={send.isPending}>
          {sent ? <Trans>Send the link again</Trans> : <Trans>Send reset link</Trans>}
        </Button>
      </form>
      <p className={s.footer}>
        <Trans>Remembered it?</Trans>{' '}
        <Link to="/signin" className={s.link}>
          <Trans>Back to sign in</Trans>
        </Link>
      </p>
    </AuthCard>
  );
}
