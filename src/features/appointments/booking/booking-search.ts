// The booking route's search params, checked: anything malformed is dropped (the router parses
// values as JSON, so only strings are kept).
import { isPlainDate } from './plain-date';

/** The booking's place in the URL: the chosen day and slot survive the trip to the profile page. */
export type BookingSearch = { date?: string; slot?: string; step?: 'details'; for?: string; booked?: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

export function parseBookingSearch(raw: Record<string, unknown>): BookingSearch {
  const search: BookingSearch = {};
  if (isPlainDate(raw['date'])) search.date = raw['date'];
  if (isUuid(raw['slot'])) search.slot = raw['slot'];
  if (raw['step'] === 'details') search.step = 'details';
  if (isUuid(raw['for'])) search.for = raw['for'];
  if (isUuid(raw['booked'])) search.booked = raw['booked'];
  return search;
}

/** This booking's address with the chosen slot, at the details step: where the profile page sends the patient back. */
export function bookingReturnPath(doctorId: string, search: BookingSearch): string {
  const params = new URLSearchParams();
  if (search.date) params.set('date', search.date);
  if (search.slot) {
    params.set('slot', search.slot);
    params.set('step', 'details');
  }
  if (search.for) params.set('for', search.for);
  const qs = params.toString();
  return `/book/${encodeURIComponent(doctorId)}${qs ? `?${qs}` : ''}`;
}
