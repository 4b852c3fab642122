import { formatDate, formatDateTime, formatTime } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/i18n';

/** The time for a message of today, the date and time otherwise (patient's time zone). */
export function messageTime(iso: string, locale: Locale, now: Date = new Date()): string {
  return formatDate(iso, { locale }) === formatDate(now, { locale }) ? formatTime(iso, { locale }) : formatDateTime(iso, { locale });
}
