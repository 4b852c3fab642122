// Form handling shared by every form (account pages, profile, support, booking, family member):
// client-side checks with the shared valibot contracts (messages in the active language), and the
// server's errorList shown by field.
import * as v from 'valibot';
import type { Locale } from '@contracts/message-texts';
import { translateMessage } from '../i18n/i18n';
import { ApiError, errorText } from './api-client';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export function asLocale(locale: string | undefined): Locale {
  return locale === 'ne' ? 'ne' : 'en';
}

/**
 * First message per field from a contract's issues, translated; empty when the value is valid.
 * `fieldOf` names the form's field of an issue's path ('patientInfo.email' → 'email'), or null for
 * none of its fields; by default the path is the field.
 */
export function schemaErrors<F extends string>(
  schema: v.GenericSchema,
  value: unknown,
  locale: Locale,
  fieldOf: (path: string) => F | null = (path) => path as F,
): FieldErrors<F> {
  const result = v.safeParse(schema, value);
  const errors: FieldErrors<F> = {};
  if (result.success) return errors;
  for (const issue of result.issues) {
    const field = fieldOf(v.getDotPath(issue) ?? '');
    if (field && errors[field] === undefined) errors[field] = translateMessage(issue.message, locale);
  }
  return errors;
}

/**
 * A failed request as field errors (the errorList entries for this form's fields: a list of them, or
 * `fieldOf` as above) and one form-level message: when fields carry every detail, the response
 * message (unless it only repeats the one field message, or `summary` is false); otherwise the spec's
 * error text rule.
 */
export function requestErrors<F extends string>(
  err: unknown,
  fields: readonly F[] | ((path: string) => F | null),
  summary = true,
): { fieldErrors: FieldErrors<F>; formError: string | null } {
  const fieldErrors: FieldErrors<F> = {};
  if (!(err instanceof ApiError) || !err.body?.errorList?.length) return { fieldErrors, formError: errorText(err) };
  const fieldOf = typeof fields === 'function' ? fields : (path: string) => (fields.includes(path as F) ? (path as F) : null);
  let unmapped = false;
  for (const entry of err.body.errorList) {
    const field = fieldOf(entry.field);
    if (field) fieldErrors[field] ??= entry.message;
    else unmapped = true;
  }
  if (unmapped) return { fieldErrors, formError: errorText(err) };
  const shown = Object.values(fieldErrors);
  const message = err.body.message;
  const formError = !summary || (shown.length === 1 && shown[0] === message) ? null : message;
  return { fieldErrors, formError };
}

/** Move focus to the first field (in form order) that has an error. */
export function focusFirstError<F extends string>(
  errors: FieldErrors<F>,
  order: readonly F[],
  inputs: Partial<Record<F, HTMLInputElement | null>>,
): boolean {
  for (const field of order) {
    if (errors[field]) {
      inputs[field]?.focus();
      return true;
    }
  }
  return false;
}
