import { useRef, useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import * as M from '@contracts/message-texts';
import { translateMessage } from '@/lib/i18n/i18n';
import { RegisterPatientSchema } from '@contracts/patient';
import { Button } from '@/ui/Button/Button';
import { TextInput } from '@/ui/TextInput/TextInput';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { useRegisterPatientAccount } from '../api/register-patient-account';
import { safeRedirect } from '../guard';
import { asLocale, focusFirstError, requestErrors, schemaErrors, type FieldErrors } from '@/lib/api/form';
import { AuthCard, FormAlert } from './AuthCard';
import { CheckEmail } from './CheckEmail';
import { PasswordRule } from './PasswordRule';
import * as s from './AuthCard.css';

type Field = 'firstName' | 'middleName' | 'lastName' | 'email' | 'password' | 'confirmPassword';
const FIELDS: readonly Field[] = ['firstName', 'middleName', 'lastName', 'email', 'password', 'confirmPassword'];
const EMPTY: Record<Field, string> = { firstName: '', middleName: '', lastName: '', email: '', password: '', confirmPassword: '' };

/** /signUp: names as on the certificate, e-mail, password (spec 5 rule) and its confirmation. */
export function SignUpPage({ redirectTo }: { redirectTo?: string }) {
  const { t, i18n } = useLingui();
  const locale = asLocale(i18n.locale);
  const register = useRegisterPatientAccount();
  const [values, setValues] = useState<Record<Field, string>>(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [registered, setRegistered] = useState<{ email: string; message: string } | null>(null);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const redirect = safeRedirect(redirectTo);
  useDocumentTitle(registered ? t`Check your email` : t`Create your account`);

  if (registered) return <CheckEmail email={registered.email} message={registered.message} redirect={redirect} />;

  const change = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (fieldErrors[field]) setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (register.isPending) return;
    const input = {
      firstName: values.firstName.trim(),
      middleName: values.middleName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      password: values.password,
    };
    const errors = schemaErrors<Field>(RegisterPatientSchema, input, locale);
    if (!values.confirmPassword) errors.confirmPassword = translateMessage(M.required, locale);
    else if (values.confirmPassword !== values.password) errors.confirmPassword = translateMessage(M.passwordsDiffer, locale);
    setFieldErrors(errors);
    setFormError(null);
    if (focusFirstError(errors, FIELDS, inputs.current)) return;
    register.mutate(
      { ...input, middleName: input.middleName || undefined },
      {
        onSuccess: (data) => setRegistered({ email: input.email, message: data.message }),
        onError: (err) => {
          const result = requestErrors(err, FIELDS);
          setFieldErrors(result.fieldErrors);
          setFormError(result.formError);
          if (!focusFirstError(result.fieldErrors, FIELDS, inputs.current)) inputs.current.firstName?.focus();
        },
      },
    );
  };

  const bind = (field: Field) => ({
    ref: (el: HTMLInputElement | null) => {
      inputs.current[field] = el;
    },
    name: field,
    value: values[field],
    onChange: change(field),
    error: fieldErrors[field],
  });

  return (
    <AuthCard wide title={<Trans>Create your account</Trans>} lead={<Trans>It is free. You need an account to book appointments.</Trans>}>
      <form className={s.form} noValidate onSubmit={onSubmit}>
        <FormAlert message={formError} />
        <p id="signup-names-hint" className={s.note}>
          <Trans>Write your names exactly as they appear on your certificate.</Trans>
        </p>
        <div className={s.nameRow}>
          <TextInput {...bind('firstName')} label={t`First name`} autoComplete="given-name" required aria-describedby="signup-names-hint" />
          <TextInput {...bind('middleName')} label={t`Middle name (optional)`} autoComplete="additional-name" aria-describedby="signup-names-hint" />
        </div>
        <TextInput {...bind('lastName')} label={t`Last name`} autoComplete="family-name" required aria-describedby="signup-names-hint" />
        <TextInput
          {...bind('email')}
          label={t`Email`}
          type="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
        <TextInput {...bind('password')} label={t`Password`} type="password" autoComplete="new-password" required hint={<PasswordRule />} />
        <TextInput {...bind('confirmPassword')} label={t`Confirm password`} type="password" autoComplete="new-password" required />
        <Button type="submit" size="lg" fullWidth loading={register.isPending}>
          <Trans>Create account</Trans>
        </Button>
      </form>
      <p className={s.footer}>
        <Trans>Already have an account?</Trans>{' '}
        <Link to="/signin" search={redirect ? { redirect } : {}} className={s.link}>
          <Trans>Sign in</Trans>
        </Link>
      </p>
    </AuthCard>
  );
}
