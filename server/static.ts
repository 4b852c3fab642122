import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { createHash } from 'node:crypto';
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { Context } from 'hono';
import type { AppEnv } from './context';
import type { Env } from './env';
import { findDoctorName } from './modules/doctors/repository';
import { ONLINE_GATEWAYS } from '../contracts/payments';

/** The runtime config the app reads from <meta name="swasthya-config"> (public values only). */
export function webConfig(env: Env) {
  return {
    apiKey: env.apiKeys[0]!,
    authEmulatorUrl: env.firebase.emulatorHost ? `http://${env.firebase.emulatorHost}` : null,
    firebase: { apiKey: env.firebase.webApiKey, authDomain: env.firebase.authDomain, projectId: env.firebase.projectId },
    supportEmail: env.supportEmail,
    // A wallet without its credentials (production) is off: the app does not offer it.
    wallets: ONLINE_GATEWAYS.filter((g) => env.payments[g]),
  };
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/</g, '&lt;');

const absoluteOrigin = (url: string | undefined) => (url && /^https?:\/\//.test(url) ? ` ${new URL(url).origin}` : '');

/** Strict CSP: scripts only from us plus the hashes of index.html's inline scripts. */
export function contentSecurityPolicy(env: Env, inlineScriptHashes: string[]): string {
  const authOrigins = env.firebase.emulatorHost
    ? `http://${env.firebase.emulatorHost}`
    : 'https://identitytoolkit.googleapis.com https://securetoken.googleapis.com';
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes.map((h) => `'${h}'`).join(' ')}`.trim(),
    // vanilla-extract ships CSS files; sonner and React set inline styles.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self' ${authOrigins}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    // The eSewa payment form is POSTed to eSewa's own origin (the local sandbox is 'self').
    `form-action 'self'${absoluteOrigin(env.payments.esewa?.formUrl)}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => `sha256-${createHash('sha256').update(m[1] ?? '').digest('base64')}`);
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const DOCTOR_PAGE = /^\/find\/doctors\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;

/**
 * A doctor's profile opened from outside the app (a shared link, a search engine, a first visit):
 * the skeleton's heading (`Dr. {name}`, both languages, from the catalogs at build time) gets the
 * doctor's name and `<html data-sk="doctor">` shows it, so a phone on 3G reads whose page this is at the
 * first paint, ~3 s before the app has loaded and asked the API. The heading has the page's own
 * size, so it stays the largest text (LCP at first paint). Any other page, or no such doctor: as is.
 */
async function pageHtml(c: Context<AppEnv>, html: string): Promise<string> {
  const id = DOCTOR_PAGE.exec(c.req.path)?.[1];
  if (!id) return html;
  const name = await findDoctorName(c.get('deps').db, id.toLowerCase()).catch(() => undefined);
  if (!name) return html;
  const text = escapeHtml(name);
  return html.replace('<html ', '<html data-sk="doctor" ').replaceAll('{name}', () => text);
}

/** Serves the built PWA: hashed assets cached for a year, the shell never stale, SPA fallback. */
export function staticApp(env: Env) {
  const app = new Hono<AppEnv>();
  const indexPath = path.join(env.distDir, 'index.html');
  let cached: { html: string; csp: string } | undefined;
  const shell = () => {
    // Read once, except in development (a rebuild while `npm start` runs is picked up).
    if (cached && env.nodeEnv !== 'development') return cached;
    if (!existsSync(indexPath)) return undefined;
    const raw = readFileSync(indexPath, 'utf8');
    const meta = `<meta name="swasthya-config" content='${escapeAttr(JSON.stringify(webConfig(env)))}'>`;
    const html = raw.replace('<!--app-config-->', meta);
    cached = { html, csp: contentSecurityPolicy(env, inlineScriptHashes(html)) };
    return cached;
  };

  app.use('*', async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('X-Frame-Options', 'DENY');
  });
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  const root = path.relative(process.cwd(), env.distDir) || '.';
  // index.html is never served raw: it always gets the runtime config and the CSP. A file's `.gz`
  // from the build (build/precompress.ts) is sent as is: no compression per request.
  app.use('*', async (c, next) => (c.req.path === '/index.html' ? next() : serveStatic({ root, index: '__no_index__', precompressed: true })(c, next)));
  app.get('*', async (c) => {
    const s = shell();
    if (!s) return c.text('The app is not built yet: run `npm run build`.', 503);
    // The SMART Health Link viewer fetches the manifest and files from the link's issuer, any HTTPS origin.
    c.header('Content-Security-Policy', c.req.path === '/shl' ? s.csp.replace("connect-src 'self'", "connect-src 'self' https:") : s.csp);
    c.header('Cache-Control', 'no-cache');
    return c.html(await pageHtml(c, s.html));
  });
  return app;
}
