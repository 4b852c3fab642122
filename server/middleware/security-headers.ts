import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';

/** An API answer is data, never a page: nothing in it may run, load or be framed. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * Headers of every /api answer: `nosniff` (a browser never guesses a type, e.g. an upload taken
 * for HTML), a CSP that allows nothing, and `Cache-Control: no-store` on anything answered to a
 * signed-in caller (patient or doctor): their data must never stay in a browser's or a proxy's
 * HTTP cache (the app keeps its own copies, wiped at sign-out). Error answers are no-store too
 * (errors.ts), so a public directory error is never cached for a minute.
 */
export const securityHeaders = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    await next();
    const headers = c.res.headers;
    try {
      headers.set('X-Content-Type-Options', 'nosniff');
      if (!headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', API_CSP);
      if (c.get('caller') !== undefined || c.get('doctorCaller') !== undefined || c.res.status >= 400) headers.set('Cache-Control', 'no-store');
    } catch {
      // Immutable headers (a Response passed through as it came): it carries its own.
    }
  });
