import { createMiddleware } from 'hono/factory';
import { randomUUID } from 'node:crypto';
import type { AppEnv, AppDeps } from '../context';
import type { Locale } from '../../contracts/messages';
import { SUPPORTED_TIME_ZONE } from '../../contracts/options';

export function pickLocale(acceptLanguage: string | undefined): Locale {
  // Highest-q language wins; anything Nepali → ne, else English.
  const langs = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .filter((l) => l.tag)
    .sort((a, b) => b.q - a.q);
  return langs[0]?.tag.startsWith('ne') ? 'ne' : 'en';
}

// Resolving a zone builds an Intl formatter; clients send a handful of zones, so remember them.
const zoneCache = new Map<string, string>();

export function pickTimeZone(header: string | undefined): string {
  if (!header || header.length > 64) return SUPPORTED_TIME_ZONE;
  const known = zoneCache.get(header);
  if (known) return known;
  let zone: string;
  try {
    zone = new Intl.DateTimeFormat('en', { timeZone: header }).resolvedOptions().timeZone;
    // Node reports Kathmandu by its old name; answer with the current one.
    if (zone === 'Asia/Katmandu') zone = 'Asia/Kathmandu';
  } catch {
    zone = SUPPORTED_TIME_ZONE;
  }
  if (zoneCache.size < 500) zoneCache.set(header, zone);
  return zone;
}

/** Request id, language, time zone and the access log (metadata only: no bodies, no tokens). */
export const requestContext = (deps: AppDeps) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    const requestId = randomUUID();
    c.set('deps', deps);
    c.set('requestId', requestId);
    c.set('locale', pickLocale(c.req.header('accept-language')));
    c.set('timeZone', pickTimeZone(c.req.header('x-timezone')));
    c.header('x-request-id', requestId);
    await next();
    if (c.req.path.startsWith('/api/')) {
      deps.log.info('request', {
        requestId,
        method: c.req.method,
        route: c.req.routePath,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      });
    }
  });
