// A date of birth as the spec shows it (year, month, day), for the patient's profile and a family member's:
// whole numbers from 1900 that make a real date, then the rule of whose birth it is.
import * as v from 'valibot';
import * as M from './message-texts';

export type BirthDate = { year: number; month: number; day: number };

function isRealDate({ year, month, day }: BirthDate): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A real date that also passes `rule` (refused with `message`). */
/* @__NO_SIDE_EFFECTS__ */
export function dateOfBirthSchema(rule: (birth: BirthDate) => boolean, message: string) {
  return v.pipe(
    v.object({
      year: v.pipe(v.number(M.invalidDate), v.integer(M.invalidDate), v.minValue(1900, M.invalidDate)),
      month: v.pipe(v.number(M.invalidDate), v.integer(M.invalidDate), v.minValue(1, M.invalidDate), v.maxValue(12, M.invalidDate)),
      day: v.pipe(v.number(M.invalidDate), v.integer(M.invalidDate), v.minValue(1, M.invalidDate), v.maxValue(31, M.invalidDate)),
    }, M.invalidDate),
    v.check(isRealDate, M.invalidDate),
    v.check(rule, message),
  );
}
