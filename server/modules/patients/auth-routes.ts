import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { routesAt } from '../../lib/endpoint';
import { rateLimit } from '../../middleware/rate-limit';
import { M } from '../../../contracts/messages';
import { translateMessage } from '../../lib/i18n';
import { EmailRequestSchema, ResetPasswordSchema } from '../../../contracts/patient';
import { MessageSchema } from '../../../contracts/common';
import { PATIENT_API } from '../../../contracts/endpoints/bases';
import { passwordResetEmailSend, passwordResetUpdate, verificationEmailSend } from '../../../contracts/endpoints/patients';
import { resendVerification, resetPassword, sendPasswordReset } from './auth-service';
import { appUrlOf } from './routes';

const authLimit = (name: string) =>
  rateLimit({ name, limit: (c) => c.get('deps').env.authRateLimitPer10Min, windowSeconds: 600 });

/** Mounted at /api/v1/patient: e-mail verification and password reset (no sign-in needed). */
export function patientAuthEmailRoutes() {
  const app = new Hono<AppEnv>();
  const route = routesAt(app, PATIENT_API);

  route(verificationEmailSend, { tag: 'Accounts', summary: 'Send the e-mail verification link again', body: EmailRequestSchema, response: MessageSchema, use: [authLimit('verify-email')] }, async (c) => {
    const message = await resendVerification(c.get('deps'), c.req.valid('json').email, appUrlOf(c));
    return c.json({ message: translateMessage(message, c.get('locale')) });
  });

  route(passwordResetEmailSend, { tag: 'Accounts', summary: 'Send the password reset link', body: EmailRequestSchema, response: MessageSchema, use: [authLimit('reset-email')] }, async (c) => {
    await sendPasswordReset(c.get('deps'), c.req.valid('json').email, appUrlOf(c));
    return c.json({ message: translateMessage(M.resetLinkSent, c.get('locale')) });
  });

  route(passwordResetUpdate, { tag: 'Accounts', summary: 'Set a new password with the code from the reset link', body: ResetPasswordSchema, response: MessageSchema, use: [authLimit('reset-password')] }, async (c) => {
    await resetPassword(c.get('deps'), c.req.valid('json'));
    return c.json({ message: translateMessage(M.passwordUpdated, c.get('locale')) });
  });

  return app;
}
