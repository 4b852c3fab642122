// Each channel's words for a notification, from the one renderer (server/lib/notice-render.ts), in the
// patient's saved language and time zone as they are when it is sent.
import { isNoticeKind, renderNotice } from '../../lib/notice-render';
import { BOOKING_MESSAGES as B } from '../../../contracts/booking-messages';
import { translateMessage } from '../../lib/i18n';
import type { PushPayload } from '../../../contracts/push';
import type { DeliveryContext, DeliveryRow } from './repository';

export const PUSH_ICON = '/icons/icon-192.png';

/** Title and full message (e-mail, WhatsApp, push); `brief`: the SMS (one calendar, to stay in few segments). */
export function noticeText(ctx: DeliveryContext, recipient: DeliveryRow['recipient']): { title: string; message: string; brief: string } {
  const { template, params, title, message } = ctx.notification;
  if (!isNoticeKind(template) || !params) return { title, message, brief: message };
  const kind = recipient === 'family' && template === 'appointment_reminder' ? 'appointment_reminder_family' : template;
  const full = renderNotice(kind, params, ctx.locale, ctx.patient.timeZone);
  const brief = renderNotice(kind, params, ctx.locale, ctx.patient.timeZone, { brief: true });
  return { title: full.title, message: full.message, brief: brief.message };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function emailFor(ctx: DeliveryContext, appUrl: string | undefined): { subject: string; text: string; html: string } {
  const { title, message } = noticeText(ctx, 'patient');
  const link = appUrl && ctx.notification.link ? new URL(ctx.notification.link, appUrl).toString() : undefined;
  const footer = link ? translateMessage(B.emailFooter, ctx.locale, { link }) : undefined;
  const hint = translateMessage(B.emailSettingsHint, ctx.locale);
  const text = [message, footer, `— ${hint}`].filter(Boolean).join('\n\n');
  const html = [
    `<p>${escapeHtml(message)}</p>`,
    link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(footer!)}</a></p>` : '',
    `<p style="color:#666;font-size:12px">${escapeHtml(hint)}</p>`,
  ].join('');
  return { subject: title, text, html: `<!doctype html><html lang="${ctx.locale}"><body>${html}</body></html>` };
}

export function pushFor(ctx: DeliveryContext): PushPayload {
  const { title, message } = noticeText(ctx, 'patient');
  // The tag makes a resent message replace the one shown instead of showing it twice.
  return { title, body: message, link: ctx.notification.link, tag: ctx.notification.id, icon: PUSH_ICON };
}
