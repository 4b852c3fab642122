import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../context';
import { routesAt } from '../../lib/endpoint';
import { requirePatient } from '../../middleware/auth';
import { clientIp, rateLimit } from '../../middleware/rate-limit';
import { translateMessage } from '../../lib/i18n';
import { ACCOUNT_MESSAGES as A } from '../../../contracts/account-messages';
import {
  BugReportSchema, ContactUsSchema, FeatureRequestSchema, FeedbackSchema, SupportInfoResponseSchema, SupportReceiptResponseSchema,
  type SupportMessageKind,
} from '../../../contracts/support';
import { PATIENT_API } from '../../../contracts/endpoints/bases';
import { supportBugReport, supportContactUs, supportFeatureRequest, supportFeedback, supportInfo } from '../../../contracts/endpoints/support';
import { storeSupportMessage, type SupportInput } from './service';

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
  const route = routesAt(app, PATIENT_API);

  route(supportInfo, { tag: 'Support', response: SupportInfoResponseSchema, summary: 'The configured support e-mail' }, (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.json({ data: { supportEmail: c.get('deps').env.supportEmail } });
  });

  route(supportContactUs, { tag: 'Support', body: ContactUsSchema, response: SupportReceiptResponseSchema, status: 201, summary: 'Contact us. Guests too (then name and email are required); a signed-in patient\'s come from the profile. 10 per hour', use: [optionalPatient(), limit()] }, async (c) => receipt(c, 'contact', c.req.valid('json'), A.contactReceived));

  route(supportFeedback, { tag: 'Support', auth: 'patient', body: FeedbackSchema, response: SupportReceiptResponseSchema, status: 201, summary: 'Give feedback (optional 1–5 rating)', use: [limit()] }, async (c) => receipt(c, 'feedback', c.req.valid('json'), A.feedbackReceived));

  route(supportFeatureRequest, { tag: 'Support', auth: 'patient', body: FeatureRequestSchema, response: SupportReceiptResponseSchema, status: 201, summary: 'Request a feature', use: [limit()] }, async (c) => receipt(c, 'feature_request', c.req.valid('json'), A.featureRequestReceived));

  route(supportBugReport, { tag: 'Support', auth: 'patient', body: BugReportSchema, response: SupportReceiptResponseSchema, status: 201, summary: 'Report a bug (optional page/url where it happened)', use: [limit()] }, async (c) => {
    const body = c.req.valid('json');
    return receipt(c, 'bug_report', { ...body, pageUrl: body.page || body.url || null }, A.bugReportReceived);
  });

  return app;
}
