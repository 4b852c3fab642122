// Dates in both calendars with the full converter (contracts/bikram-sambat.ts), for every screen
// but the directory's first ones (see bs-format-near.ts). Not in lib/format.ts: the converter stays
// out of a guest's first screen.
import { formatBs } from '../../contracts/bikram-sambat';
import { bsFormatters } from './bs-formatters';

export const { formatDateBs, formatDateTimeBs } = bsFormatters(formatBs);
