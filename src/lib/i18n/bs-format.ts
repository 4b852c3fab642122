// Dates in both calendars with the full converter (contracts/bikram-sambat.ts), for every screen
// but the directory's first ones (see bs-format-near.ts). Not in lib/i18n/format.ts: the converter stays
// out of a guest's first screen.
import { formatBs } from '@contracts/bikram-sambat';
import { formatDateBsWith, formatDateTimeBsWith } from './bs-formatters';

type Args = Parameters<typeof formatDateBsWith> extends [unknown, ...infer Rest] ? Rest : never;

export const formatDateBs = (...args: Args) => formatDateBsWith(formatBs, ...args);
export const formatDateTimeBs = (...args: Args) => formatDateTimeBsWith(formatBs, ...args);
