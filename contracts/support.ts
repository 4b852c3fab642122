// Support & Feedback (spec 2 menu): contact us, feedback, feature request, bug report.
import * as v from 'valibot';
import { envelope } from './common';
import * as M from './message-texts';
import { ACCOUNT_MESSAGES as A } from './account-messages';
import { EmailSchema, NameSchema } from './patient';

/** `account_deletion` holds the optional comment given when an account is deleted. */
export const SUPPORT_MESSAGE_KINDS = ['contact', 'feedback', 'feature_request', 'bug_report', 'account_deletion'] as const;
export type SupportMessageKind = (typeof SUPPORT_MESSAGE_KINDS)[number];

/* @__NO_SIDE_EFFECTS__ */
const text = (max: number) => v.pipe(v.string(M.required), v.trim(), v.nonEmpty(M.required), v.maxLength(max, M.tooLong));
/* @__NO_SIDE_EFFECTS__ */
const optionalText = (max: number) => v.optional(v.nullable(v.pipe(v.string(M.invalidValue), v.trim(), v.maxLength(max, M.tooLong))));

const base = {
  subject: optionalText(150),
  message: text(4000),
};

/**
 * POST /support/contact-us: open to guests too (then name and email are required; a signed-in
 * patient's come from the profile).
 */
export const ContactUsSchema = v.object({
  ...base,
  name: v.optional(v.nullable(NameSchema)),
  email: v.optional(v.nullable(EmailSchema)),
}, M.required);
export type ContactUsInput = v.InferOutput<typeof ContactUsSchema>;

export const FeedbackSchema = v.object({
  ...base,
  rating: v.optional(v.nullable(v.pipe(v.number(A.invalidRating), v.integer(A.invalidRating), v.minValue(1, A.invalidRating), v.maxValue(5, A.invalidRating)))),
}, M.required);
export type FeedbackInput = v.InferOutput<typeof FeedbackSchema>;

export const FeatureRequestSchema = v.object(base, M.required);
export type FeatureRequestInput = v.InferOutput<typeof FeatureRequestSchema>;

/** The page the bug happened on: an in-app path (/appointments/…) or an http(s) address. */
const PageSchema = v.optional(v.nullable(v.pipe(
  v.string(A.invalidUrl), v.trim(), v.maxLength(500, M.tooLong),
  v.check((s) => s === '' || s.startsWith('/') || /^https?:\/\/[^\s]+$/i.test(s), A.invalidUrl),
)));
export const BugReportSchema = v.object({ ...base, page: PageSchema, url: PageSchema }, M.required);
export type BugReportInput = v.InferOutput<typeof BugReportSchema>;

export const SupportReceiptResponseSchema = v.object({
  message: v.string(),
  data: v.object({ id: v.string(), kind: v.picklist(SUPPORT_MESSAGE_KINDS), createdAt: v.string() }),
});

export const SupportInfoResponseSchema = envelope(v.object({ supportEmail: v.string() }));
