// Dates in both calendars on the directory's first screens (a doctor's next free time), with the light
// table of the years around now (contracts/bs-near.ts) instead of the full converter.
import { nearBs } from '@contracts/bs-near';
import { writeBs } from '@contracts/bs-names';
import { dateTimeBsPartsWith, formatDateTimeBsWith, type BsWriter } from './bs-formatters';

type Args = Parameters<typeof formatDateTimeBsWith> extends [unknown, ...infer Rest] ? Rest : never;

const writeNearBs: BsWriter = (isoDate, locale) => {
  const bs = nearBs(isoDate);
  return bs ? writeBs(bs, locale) : null;
};

export const formatNearDateTimeBs = (...args: Args) => formatDateTimeBsWith(writeNearBs, ...args);
export const nearDateTimeBsParts = (...args: Args) => dateTimeBsPartsWith(writeNearBs, ...args);
