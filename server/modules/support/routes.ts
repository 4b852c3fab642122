import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../context';
import { validate } from '../../lib/validate';
import { describeRoute } from '../../lib/openapi';
import { requirePatient } from '../../middleware/auth';
import { clientIp, rateLimit } from '../../middleware/rate-limit';
import { translateMessage } from '../../../contracts/messages';
import { ACCOUNT_MESSAGES as A } from '../../../contracts/account-messages';
import {
  BugReportSchema, ContactUsSchema, FeatureRequestSchema, FeedbackSchema, SupportInfoResponseSchema, SupportReceiptResponseSchema,
  type SupportMessageKind,
} from '../../../contracts/support';
import { storeSupportMessage, type SupportInput } from './service';

const P = '/api/v1/patient';
const SENDS_PER_HOUR = 10;

/** Signed in when a bearer token is sent (checked as usual); a guest otherwise. */
const optionalPatient = () => {
  const auth = requirePatient();
  return createMiddleware<AppEnv>(async (c, next) => (c.req.header('authorization') ? auth(c, next) : next()));
};
const patientIdOf = (c: Context<AppEnv>): string | null => (c.get('caller') as { patientId?: string } | undefined)?.patientId ?? null;
const limit = () => rateLimit({
  name: 'support', limit: () => SENDS_PER_HOUR, windowSeconds: 3600, by: (c) => patientIdOf(c) ?? `ip:${clientIp(c)}`,
});

async function receipt(c: Context<AppEnv>, kind: SupportMessageKind, input: SupportInput, message: string) {
  const data = await storeSupportMessage(c.get('deps'), kind, input, {
    patientId: patientIdOf(c), locale: c.get('locale'), userAgent: c.req.header('user-agent'),
  });
  return c.json({ message: translateMessage(message, c.get('locale')), data }, 201);
}

/** Mounted at /api/v1/patient: Support & Feedback forms and the support e-mail. */
export function supportRoutes() {
  const app = new Hono<AppEnv>();

  describeRoute({ method: 'get', path: `${P}/support/info`, tag: 'Support', response: SupportInfoResponseSchema, summary: 'The configured support e-mail' });
  app.get('/support/info', (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.json({ data: { supportEmail: c.get('deps').env.supportEmail } });
  });

  describeRoute({ method: 'post', path: `${P}/support/contact-us`, tag: 'Support', body: ContactUsSchema, response: SupportReceiptResponseSchema, status: 201, summary: 'Contact us. Guests too (then name and email are required); a signed-in patient\'s come from the profile. 10 per hour' });
  app.post('/support/contact-us', optionalPatient(), limit(), validate('json', ContactUsSchema), async (c) => receipt(c, 'contact', c.req.valid('json'), A.contactReceived));

  describeRoute({ method: 'post', path: `${P}/support/feedback`, tag: 'Support', auth: 'patient', body: FeedbackSchema, response: SupportReceiptResponseSchema, status: 201, summary: 'Give feedback (optional 1–5 rating)' });
  app.post('/support/feedback', requirePatient(), limit(), validate('json', FeedbackSchema), async (c) => receipt(c, 'feedback', c.req.valid('json'), A.feedbackReceived));

  describeRoute({ method: 'post', path: `${P}/support/feature-request`, tag: 'Support', auth: 'patient', body: FeatureRequestSchema, response: SupportReceiptResponseSchema, status: 201, summary: 'Request a feature' });
  app.post('/support/feature-request', requirePatient(), limit(), validate('json', FeatureRequestSchema), async (c) => receipt(c, 'feature_request', c.req.valid('json'), A.featureRequestReceived));

  describeRoute({ method: 'post', path: `${P}/support/bug-report`, tag: 'Support', auth: 'patient', body: BugReportSchema, response: SupportReceiptResponseSchema, status: 201, summary: 'Report a bug (optional page/url where it happened)' });
  app.post('/support/bug-report', requirePatient(), limit(), validate('json', BugReportSchema), async (c) => {
    const body = c.req.valid('json');
    return receipt(c, 'bug_report', { ...body, pageUrl: body.page || body.url || null }, A.bugReportReceived);
  });

  return app;
}
