// A calendar date as the booking pages keep it in the URL: YYYY-MM-DD, a real day.
const PLAIN_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isPlainDate(value: unknown): value is string {
  return typeof value === 'string' && PLAIN_DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}
