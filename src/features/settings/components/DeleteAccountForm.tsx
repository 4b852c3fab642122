import { useId, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { DisableAccountSchema } from '@contracts/settings';
import { ACCOUNT_MESSAGES } from '@contracts/account-messages';
import { translateMessage } from '@/lib/i18n/i18n';
import { ApiError } from '@/lib/api/api-client';
import { Button, Modal, TextInput, toast } from '@/ui';
import { useAuth } from '@/lib/auth/auth-provider';
import { asLocale, requestErrors, schemaErrors, type FieldErrors } from '@/lib/api/form';
import { useDisableAccount } from '../api/disable-account';
import * as s from '@/styles/form.css';

type Field = 'password' | 'confirmPassword' | 'comment';
const FIELDS: readonly Field[] = ['password', 'confirmPassword', 'comment'];

/** Password, confirm and an optional comment, then a confirmation dialog; afterwards signed out. */
export function DeleteAccountForm() {
  const { t, i18n } = useLingui();
  const locale = asLocale(i18n.locale);
  const { signOut } = useAuth();
  const disable = useDisableAccount();
  const commentId = useId();
  const [values, setValues] = useState<Record<Field, string>>({ password: '', confirmPassword: '', comment: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const body = () => ({ password: values.password, confirmPassword: values.confirmPassword, comment: values.comment.trim() || null });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = schemaErrors<Field>(DisableAccountSchema, body(), locale);
    setErrors(found);
    if (Object.keys(found).length === 0) setConfirming(true);
  };

  const onConfirm = async () => {
    try {
      const res = await disable.mutateAsync(body());
      setConfirming(false);
      // The toaster outlives the page: the message stays while the patient is sent to sign-in.
      toast.success(res.message, { duration: 20_000 });
      await signOut().catch(() => undefined);
    } catch (err) {
      setConfirming(false);
      const { fieldErrors, formError: message } = requestErrors<Field>(err, FIELDS);
      setErrors(fieldErrors);
      const fallback = translateMessage(ACCOUNT_MESSAGES.deleteAccountFailed, locale);
      setFormError(err instanceof ApiError && err.status > 0 && err.status < 500 ? message : fallback);
    }
  };

  const bind = (field: 'password' | 'confirmPassword') => ({
    name: field,
    type: 'password' as const,
    value: values[field],
    error: errors[field],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setValues((old) => ({ ...old, [field]: e.target.value })),
  });

  return (
    <>
      <form className={`${s.card} ${s.form}`} noValidate onSubmit={onSubmit}>
        <p className={s.lead}>{t`Deleting your account signs you out and stops all access. To recover it later you will need to write to our support e-mail.`}</p>
        <TextInput label={t`Password`} autoComplete="current-password" required {...bind('password')} />
        <TextInput label={t`Confirm password`} autoComplete="current-password" required {...bind('confirmPassword')} />
        <div className={s.field}>
          <label htmlFor={commentId} className={s.label}>{t`Comment (optional)`}</label>
          <textarea id={commentId} name="comment" className={s.input} rows={3} maxLength={1000} value={values.comment}
            onChange={(e) => setValues((old) => ({ ...old, comment: e.target.value }))} />
          {errors.comment ? <p className={s.fieldError}>{errors.comment}</p> : null}
        </div>
        {formError ? <p className={s.formError} role="alert">{formError}</p> : null}
        <div className={s.row}><Button type="submit" variant="outline">{t`Delete account`}</Button></div>
      </form>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        closeDisabled={disable.isPending}
        title={t`Delete your account?`}
        footer={(
          <>
            <Button variant="ghost" disabled={disable.isPending} onClick={() => setConfirming(false)}>{t`Cancel`}</Button>
            <Button loading={disable.isPending} onClick={() => void onConfirm()}>{t`Yes, delete my account`}</Button>
          </>
        )}
      >
        <p>{t`You will be signed out and will not be able to sign in again.`}</p>
      </Modal>
    </>
  );
}
