import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import * as v from 'valibot';
import type { AppEnv } from '../../context';
import { routesAt } from '../../lib/endpoint';
import { HttpError } from '../../lib/http-error';
import { translateMessage } from '../../lib/i18n';
import { M } from '../../../contracts/messages';
import { HEALTH_MESSAGES as H } from '../../../contracts/health-messages';
import { ManifestRequestSchema, ManifestSchema } from '../../../contracts/health-links';
import { SHL_API } from '../../../contracts/endpoints/bases';
import { shlFile, shlManifest } from '../../../contracts/endpoints/health-summary';
import { answerManifest, linkFile } from './links';
import { publicBase } from './routes';

const ManifestParam = v.object({ manifestId: v.pipe(v.string(), v.maxLength(100)) });
const TicketParam = v.object({ token: v.pipe(v.string(), v.regex(/^[\w-]{43}$/)) });

/**
 * Mounted at /api/shl, before the API key check: what any SMART Health Link reader calls (this app's
 * viewer or another), from any origin. Nothing here is readable without the key in the link.
 */
export function shlRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', cors({ origin: '*', allowMethods: ['GET', 'POST'], allowHeaders: ['Content-Type'] }));
  app.use('*', bodyLimit({ maxSize: 16 * 1024, onError: () => { throw new HttpError(413, M.tooLong); } }));
  const route = routesAt(app, SHL_API);

  route(shlManifest, {
    tag: 'SMART Health Links',
    summary: 'The manifest of a link: `{recipient, passcode?, embeddedLengthMax?}` → `{files}`; 401 `{remainingAttempts}` on a wrong passcode (5 over the lifetime), 404 when not active',
    param: ManifestParam, body: ManifestRequestSchema, response: ManifestSchema,
  }, async (c) => {
    c.header('Cache-Control', 'no-store');
    const answer = await answerManifest(c.get('deps'), c.req.valid('param').manifestId, publicBase(c), c.req.valid('json'));
    if (!answer.ok) return c.json({ message: translateMessage(H.wrongPasscode, c.get('locale')), remainingAttempts: answer.remainingAttempts }, 401);
    return c.json(answer.manifest);
  });

  route(shlFile, { tag: 'SMART Health Links', summary: 'A file of a manifest (compact JWE) by its short-lived location', param: TicketParam }, async (c) => {
    const jwe = await linkFile(c.get('deps'), c.req.valid('param').token);
    return c.body(jwe, 200, { 'Content-Type': 'application/jose', 'Cache-Control': 'no-store' });
  });

  return app;
}
