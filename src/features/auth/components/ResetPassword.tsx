import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ResetPasswordSchema } from '@contracts/patient';
import { Button } from '@/ui/Button/Button';
import { TextInput } from '@/ui/TextInput/TextInput';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { useUpdatePasswordOnRequest } from '../api/update-password-on-request';
import { asLocale, focusFirstError, requestErrors, schemaErrors, type FieldErrors } from '@/lib/api/form';
import { AuthCard, FormAlert } from './AuthCard';
import { PasswordRule } from './PasswordRule';
import { StateIcon } from './StateIcon';
import * as s from './AuthCard.css';

type Field = 'newPassword' | 'confirmPassword';
const FIELDS: readonly Field[] = ['newPassword', 'confirmPassword'];

/**
 * /action?mode=resetPassword: new and confirm password, set by our server (which enforces the
 * password rule), then a link to sign in.
 */
export function ResetPassword({ oobCode }: { oobCode: string }) {
  const { t, i18n } = useLingui();
  const locale = asLocale(i18n.locale);
  const update = useUpdatePasswordOnRequest();
  const [values, setValues] = useState<Record<Field, string>>({ newPassword: '', confirmPassword: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  /** The link itself is expired or invalid: a new one is needed. */
  const [linkProblem, setLinkProblem] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const heading = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(done ? t`Password changed` : t`Choose a new password`);

  useEffect(() => {
    if (done) heading.current?.focus();
  }, [done]);

  if (done) {
    return (
      <AuthCard headingRef={heading} title={<Trans>Password changed</Trans>}>
        <div className={s.centered}>
          <StateIcon kind="success" />
          <p className={s.lead} role="status">
            {done}
          </p>
        </div>
        <Link to="/signin" className={s.buttonLink}>
          <Trans>Go to sign in</Trans>
        </Link>
      </AuthCard>
    );
  }

  const change = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (fieldErrors[field]) setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    const input = { oobCode, ...values };
    const errors = schemaErrors<Field | 'oobCode'>(ResetPasswordSchema, input, locale);
    setFieldErrors(errors);
    setFormError(null);
    setLinkProblem(false);
    if (focusFirstError(errors, FIELDS, inputs.current)) return;
    update.mutate(input, {
      onSuccess: (message) => setDone(message),
      onError: (err) => {
        const result = requestErrors(err, [...FIELDS, 'oobCode'] as const);
        const { oobCode: codeError, ...rest } = result.fieldErrors;
        setFieldErrors(rest);
        setLinkProblem(Boolean(codeError));
        setFormError(codeError ?? result.formError);
        if (!focusFirstError(rest, FIELDS, inputs.current)) inputs.current.newPassword?.focus();
      },
    });
  };

  return (
    <AuthCard title={<Trans>Choose a new password</Trans>} lead={<Trans>Use a password you do not use anywhere else.</Trans>}>
      <form className={s.form} noValidate onSubmit={onSubmit}>
        <FormAlert message={formError} />
        {linkProblem ? (
          <Link to="/forgot-password" className={s.link}>
            <Trans>Ask for a new link</Trans>
          </Link>
        ) : null}
        <TextInput
          ref={(el) => {
            inputs.current.newPassword = el;
          }}
          label={t`New password`}
          type="password"
          name="newPassword"
          autoComplete="new-password"
          required
          hint={<PasswordRule />}
          value={values.newPassword}
          onChange={change('newPassword')}
          error={fieldErrors.newPassword}
        />
        <TextInput
          ref={(el) => {
            inputs.current.confirmPassword = el;
          }}
          label={t`Confirm new password`}
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={values.confirmPassword}
          onChange={change('confirmPassword')}
          error={fieldErrors.confirmPassword}
        />
        <Button type="submit" size="lg" fullWidth loading={update.isPending}>
          <Trans>Save new password</Trans>
        </Button>
      </form>
      <p className={s.footer}>
        <Link to="/signin" className={s.link}>
          <Trans>Back to sign in</Trans>
        </Link>
      </p>
    </AuthCard>
  );
}
