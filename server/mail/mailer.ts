import nodemailer from 'nodemailer';
import { readOutboxDir, writeOutbox } from './outbox';

export type MailMessage = {
  to: string; subject: string; text: string; html?: string;
  /** Sent once per reference (a delivery's id): the Message-ID is made from it, so a resend after a crash is the same message. */
  reference?: string;
};
export type Mailer = { send(message: MailMessage): Promise<void> };
export type OutboxEntry = { to: string; subject: string; text: string; html: string | null; messageId: string; createdAt: string };

/** The file outbox's messages, oldest first (development and tests). */
export function readOutbox(outboxDir: string): Promise<OutboxEntry[]> {
  return readOutboxDir<OutboxEntry>(outboxDir);
}

const messageId = (m: MailMessage) => (m.reference ? { messageId: `<${m.reference}@notifications.swasthya>` } : {});

/**
 * SMTP when SMTP_URL is set; otherwise a file outbox under DATA_DIR/outbox (one JSON file per
 * message) so development and tests can read what was "sent" without a mail server.
 */
export function createMailer(opts: { smtpUrl: string | undefined; from: string; outboxDir: string }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(m) {
        await transport.sendMail({ from: opts.from, to: m.to, subject: m.subject, text: m.text, html: m.html, ...messageId(m) });
      },
    };
  }
  const transport = nodemailer.createTransport({ jsonTransport: true });
  return {
    async send(m) {
      const info = await transport.sendMail({ from: opts.from, to: m.to, subject: m.subject, text: m.text, html: m.html, ...messageId(m) });
      const entry: OutboxEntry = { to: m.to, subject: m.subject, text: m.text, html: m.html ?? null, messageId: info.messageId, createdAt: new Date().toISOString() };
      await writeOutbox(opts.outboxDir, entry, m.reference);
    },
  };
}
