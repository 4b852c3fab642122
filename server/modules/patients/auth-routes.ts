import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { validate } from '../../lib/validate';
import { describeRoute } from '../../lib/openapi';
import { rateLimit } from '../../middleware/rate-limit';
import { M, translateMessage } from '../../../contracts/messages';
import { EmailRequestSchema, ResetPasswordSchema } from '../../../contracts/patient';
import { MessageSchema } from '../../../contracts/common';
import { resendVerification, resetPassword, sendPasswordReset } from './auth-service';
import { appUrlOf } from './routes';

const authLimit = (name: string) =>
  rateLimit({ name, limit: (c) => c.get('deps').env.authRateLimitPer10Min, windowSeconds: 600 });

/** Mounted at /api/v1/patient: e-mail verification and password reset (no sign-in needed). */
export function patientAuthEmailRoutes() {
  const app = new Hono<AppEnv>();

  describeRoute({ method: 'post', path: '/api/v1/patient/auth/send-patient-verification-email', tag: 'Accounts', summary: 'Send the e-mail verification link again', body: EmailRequestSchema, response: MessageSchema });
  app.post('/auth/send-patient-verification-email', authLimit('verify-email'), validate('json', EmailRequestSchema), async (c) => {
    const message = await resendVerification(c.get('deps'), c.req.valid('json').email, appUrlOf(c));
    return c.json({ message: translateMessage(message, c.get('locale')) });
  });

  describeRoute({ method: 'post', path: '/api/v1/patient/auth/send-patient-forget-password-request-email', tag: 'Accounts', summary: 'Send the password reset link', body: EmailRequestSchema, response: MessageSchema });
  app.post('/auth/send-patient-forget-password-request-email', authLimit('reset-email'), validate('json', EmailRequestSchema), async (c) => {
    await sendPasswordReset(c.get('deps'), c.req.valid('json').email, appUrlOf(c));
    return c.json({ message: translateMessage(M.resetLinkSent, c.get('locale')) });
  });

  describeRoute({ method: 'post', path: '/api/v1/patient/auth/update-patient-password-on-request', tag: 'Accounts', summary: 'Set a new password with the code from the reset link', body: ResetPasswordSchema, response: MessageSchema });
  app.post('/auth/update-patient-password-on-request', authLimit('reset-password'), validate('json', ResetPasswordSchema), async (c) => {
    await resetPassword(c.get('deps'), c.req.valid('json'));
    return c.json({ message: translateMessage(M.passwordUpdated, c.get('locale')) });
  });

  return app;
}
