import { useId, useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { BugReportSchema, ContactUsSchema, FeatureRequestSchema, FeedbackSchema } from '@contracts/support';
import { getConfig } from '@/lib/settings/config';
import { useFormDraft } from '@/lib/offline/drafts';
import { Button, Rating, TextInput, toast } from '@/ui';
import { useAuth } from '@/lib/auth/auth-provider';
import { asLocale, requestErrors, schemaErrors, type FieldErrors } from '@/lib/api/form';
import { useSendSupportMessage, useSupportInfo, type SupportKind } from '../api/support';
import * as s from '@/styles/form.css';

type Field = 'name' | 'email' | 'subject' | 'message' | 'rating' | 'page';
const FIELDS: readonly Field[] = ['name', 'email', 'subject', 'message', 'rating', 'page'];
const SCHEMAS = {
  'contact-us': ContactUsSchema, feedback: FeedbackSchema, 'feature-request': FeatureRequestSchema, 'bug-report': BugReportSchema,
} as const;

/**
 * Contact us (guests too), feedback (rating + message), feature requests and bug reports (with the
 * page it happened on); acknowledged with a toast.
 */
export function SupportForm({ kind, title }: { kind: SupportKind; title: string }) {
  const { t, i18n } = useLingui();
  const locale = asLocale(i18n.locale);
  const { isSignedIn, loading } = useAuth();
  const info = useSupportInfo();
  const supportEmail = info.data?.supportEmail ?? getConfig().supportEmail;
  const send = useSendSupportMessage(kind);
  const messageId = useId();
  const [values, setValues] = useState({ name: '', email: '', subject: '', message: '', page: '' });
  const [rating, setRating] = useState(0);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const guest = !loading && !isSignedIn;
  // Typed text survives an app update's reload (issue 15).
  useFormDraft(`support:${kind}`, values, (draft) => setValues((old) => ({ ...old, ...draft })));

  const body = () => {
    const base: Record<string, unknown> = { subject: values.subject.trim() || null, message: values.message };
    if (kind === 'feedback') base['rating'] = rating || null;
    if (kind === 'bug-report') base['page'] = values.page.trim() || null;
    if (kind === 'contact-us' && guest) Object.assign(base, { name: values.name, email: values.email });
    return base;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const input = body();
    const found = schemaErrors<Field>(SCHEMAS[kind], input, locale);
    if (kind === 'contact-us' && guest) {
      if (!values.name.trim()) found.name ??= t`This field is required.`;
      if (!values.email.trim()) found.email ??= t`This field is required.`;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const res = await send.mutateAsync(input as never);
      toast.success(res.message);
      setValues({ name: '', email: '', subject: '', message: '', page: '' });
      setRating(0);
    } catch (err) {
      const { fieldErrors, formError: message } = requestErrors<Field>(err, FIELDS);
      setErrors(fieldErrors);
      setFormError(message);
    }
  };

  const text = (field: 'name' | 'email' | 'subject' | 'page') => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setValues((old) => ({ ...old, [field]: e.target.value })),
  });

  const needsSignIn = guest && kind !== 'contact-us';
  return (
    <div className={s.page}>
      <h1 className={s.title}>{title}</h1>
      {kind === 'contact-us' ? (
        <p className={s.lead}>{t`Write to us at`} <a href={`mailto:${supportEmail}`} data-testid="support-email">{supportEmail}</a></p>
      ) : null}
      {needsSignIn ? (
        <div className={s.card}>
          <p>{t`Please sign in to send this.`}</p>
          <div><Link to="/signin">{t`Sign in`}</Link></div>
        </div>
      ) : (
        <form className={`${s.card} ${s.form}`} noValidate onSubmit={(e) => void onSubmit(e)} aria-label={title}>
          {kind === 'contact-us' && guest ? (
            <div className={s.grid2}>
              <TextInput label={t`Name`} autoComplete="name" required {...text('name')} />
              <TextInput label={t`Email`} type="email" autoComplete="email" required {...text('email')} />
            </div>
          ) : null}
          {kind === 'feedback' ? (
            <div className={s.field}>
              <Rating mode="input" label={t`Your rating`} value={rating} onChange={setRating} />
              {errors.rating ? <p className={s.fieldError}>{errors.rating}</p> : null}
            </div>
          ) : null}
          <TextInput label={t`Subject (optional)`} maxLength={150} {...text('subject')} />
          {kind === 'bug-report' ? (
            <TextInput label={t`Page where it happened (optional)`} placeholder="/appointments" maxLength={500} {...text('page')} />
          ) : null}
          <div className={s.field}>
            <label htmlFor={messageId} className={s.label}>
              {t`Message`}<span className={s.requiredMark} aria-hidden="true">*</span>
            </label>
            <textarea id={messageId} name="message" className={s.input} rows={5} maxLength={4000} value={values.message}
              aria-invalid={errors.message ? true : undefined}
              onChange={(e) => setValues((old) => ({ ...old, message: e.target.value }))} />
            {errors.message ? <p className={s.fieldError}>{errors.message}</p> : null}
          </div>
          {formError ? <p className={s.formError} role="alert">{formError}</p> : null}
          <div className={s.row}><Button type="submit" loading={send.isPending}>{t`Send`}</Button></div>
        </form>
      )}
    </div>
  );
}
