// The e-mail address rule, apart from patient.ts: the sign-in page (a first screen) checks it, and a
// contracts module a page imports comes with every export any page uses (patient.ts: the profile's
// schemas and their option lists, ~2 KB gzip /signin does not run). Re-exported by patient.ts.
import * as v from 'valibot';
import * as M from './message-texts';

export const EmailSchema = v.pipe(v.string(M.required), v.trim(), v.toLowerCase(), v.nonEmpty(M.required), v.maxLength(254, M.tooLong), v.email(M.invalidEmail));
