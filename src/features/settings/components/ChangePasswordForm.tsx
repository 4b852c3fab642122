import { useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { ChangePasswordSchema } from '@contracts/settings';
import { ACCOUNT_MESSAGES } from '@contracts/account-messages';
import { translateMessage } from '@/lib/i18n/i18n';
import { ApiError } from '@/lib/api/api-client';
import { Button, TextInput, toast } from '@/ui';
import { useAuth } from '@/lib/auth/auth-provider';
import { asLocale, requestErrors, schemaErrors, type FieldErrors } from '@/lib/api/form';
import { useChangePassword } from '../api/change-password';
import * as s from '@/styles/form.css';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';
const FIELDS: readonly Field[] = ['currentPassword', 'newPassword', 'confirmPassword'];

/** Current, new and confirm; afterwards the patient is signed in again with the new password. */
export function ChangePasswordForm() {
  const { t, i18n } = useLingui();
  const locale = asLocale(i18n.locale);
  const { user, signIn } = useAuth();
  const navigate = useNavigate();
  const change = useChangePassword();
  const [values, setValues] = useState<Record<Field, string>>({ currentPassword: '', newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = schemaErrors<Field>(ChangePasswordSchema, values, locale);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const email = user?.email;
    if (!email) {
      setFormError(translateMessage(ACCOUNT_MESSAGES.noUserLoggedIn, locale));
      return;
    }
    try {
      const res = await change.mutateAsync(values);
      toast.success(res.message);
    } catch (err) {
      const { fieldErrors, formError: message } = requestErrors<Field>(err, FIELDS);
      setErrors(fieldErrors);
      const fallback = translateMessage(ACCOUNT_MESSAGES.changePasswordFailed, locale);
      setFormError(err instanceof ApiError && err.status > 0 && err.status < 500 ? message : fallback);
      return;
    }
    setValues({ currentPassword: '', newPassword: '', confirmPassword: '' });
    try {
      // The change revoked every session: sign in again with the new password.
      await signIn(email, values.newPassword);
    } catch {
      void navigate({ to: '/signin' });
    }
  };

  const bind = (field: Field) => ({
    name: field,
    type: 'password' as const,
    value: values[field],
    error: errors[field],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setValues((old) => ({ ...old, [field]: e.target.value })),
  });

  return (
    <form className={`${s.card} ${s.form}`} noValidate onSubmit={(e) => void onSubmit(e)}>
      <TextInput label={t`Current password`} autoComplete="current-password" required {...bind('currentPassword')} />
      <TextInput label={t`New password`} autoComplete="new-password" required
        hint={t`At least 8 characters with an uppercase letter, a lowercase letter, a number and a special character.`} {...bind('newPassword')} />
      <TextInput label={t`Confirm new password`} autoComplete="new-password" required {...bind('confirmPassword')} />
      {formError ? <p className={s.formError} role="alert">{formError}</p> : null}
      <div className={s.row}><Button type="submit" loading={change.isPending}>{t`Change password`}</Button></div>
    </form>
  );
}
