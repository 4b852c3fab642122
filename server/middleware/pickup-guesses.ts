// Guessing pick-up codes is rate-limited (Medicine Order, issue 31): each wrong code (a 404) counts for
// the pharmacist's pharmacy, shared by every instance (PostgreSQL); past the limit every code, right or
// wrong, waits for the window to end. Counted outside the write's transaction (this runs before the
// idempotency middleware), so a refused guess is not rolled back with the write's savepoint.
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { HttpError } from '../lib/http-error';
import { M } from '../../contracts/messages';
import { addCounts } from './rate-limit.repository';

/** Wrong pick-up codes a pharmacy may enter in the window before it must wait. */
export const PICKUP_GUESS_LIMIT = 10;
export const PICKUP_GUESS_WINDOW_SECONDS = 15 * 60;

/** Mount after requirePharmacist(). */
export const pickupGuesses = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const db = c.get('deps').db;
    const key = `pickup-guess:${c.get('pharmacistCaller').pharmacyId}`;
    const [row] = await addCounts(db, PICKUP_GUESS_WINDOW_SECONDS, [{ key, n: 0 }]);
    if (row && row.count >= PICKUP_GUESS_LIMIT) {
      throw new HttpError(429, M.tooManyRequests, undefined, { 'Retry-After': String(Math.max(1, Math.ceil(row.reset_ms / 1000))) });
    }
    await next();
    if (c.res.status === 404) await addCounts(db, PICKUP_GUESS_WINDOW_SECONDS, [{ key, n: 1 }]);
  });
