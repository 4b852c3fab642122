// Form helpers shared by the account pages: client-side checks with the shared valibot
// contracts (messages in the active language), and the server's errorList shown by field.
import * as v from 'valibot';
import type { Locale } from '../../contracts/message-texts';
import { translateMessage } from './server-messages';
import { ApiError, errorText } from './api-client';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export function asLocale(locale: string | undefined): Locale {
  return locale === 'ne' ? 'ne' : 'en';
}

/** First message per field from a contract's issues, translated; empty when the value is valid. */
export function schemaErrors<F extends string>(
  schema: v.GenericSchema,
  value: unknown,
  locale: Locale,
): FieldErrors<F> {
  const result = v.safeParse(schema, value);
  const errors: FieldErrors<F> = {};
  if (result.success) return errors;
  for (const issue of result.issues) {
    const field = v.getDotPath(issue) as F | null;
    if (field && errors[field] === undefined) errors[field] = translateMessage(issue.message, locale);
  }
  return errors;
}

/**
 * A failed request as field errors (the errorList entries for this form's fields) and one
 * form-level message: the response message when fields carry the details (unless it only
 * repeats the one field message), otherwise the spec's error text rule.
 */
export function requestErrors<F extends string>(
  err: unknown,
  fields: readonly F[],
): { fieldErrors: FieldErrors<F>; formError: string | null } {
  const fieldErrors: FieldErrors<F> = {};
  if (!(err instanceof ApiError) || !err.body?.errorList?.length) return { fieldErrors, formError: errorText(err) };
  const entries = err.body.errorList;
  let unmapped = false;
  for (const entry of entries) {
    if ((fields as readonly string[]).includes(entry.field)) {
      const field = entry.field as F;
      fieldErrors[field] ??= entry.message;
    } else {
      unmapped = true;
    }
  }
  if (unmapped || Object.keys(fieldErrors).length === 0) return { fieldErrors, formError: errorText(err) };
  const shown = Object.values(fieldErrors);
  const message = err.body.message;
  const formError = shown.length === 1 && shown[0] === message ? null : message;
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
