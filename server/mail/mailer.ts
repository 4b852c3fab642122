import nodemailer from 'nodemailer';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';

export type MailMessage = { to: string; subject: string; text: string; html?: string };
export type Mailer = { send(message: MailMessage): Promise<void> };
export type OutboxEntry = { to: string; subject: string; text: string; html: string | null; messageId: string; createdAt: string };

/** The file outbox's messages, oldest first (development and tests). */
export async function readOutbox(outboxDir: string): Promise<OutboxEntry[]> {
  const files = (await readdir(outboxDir).catch(() => [] as string[])).filter((f) => f.endsWith('.json')).sort();
  return Promise.all(files.map(async (f) => JSON.parse(await readFile(path.join(outboxDir, f), 'utf8')) as OutboxEntry));
}

/**
 * SMTP when SMTP_URL is set; otherwise a file outbox under DATA_DIR/outbox (one JSON file per
 * message) so development and tests can read what was "sent" without a mail server.
 */
export function createMailer(opts: { smtpUrl: string | undefined; from: string; outboxDir: string }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(m) {
        await transport.sendMail({ from: opts.from, to: m.to, subject: m.subject, text: m.text, html: m.html });
      },
    };
  }
  const transport = nodemailer.createTransport({ jsonTransport: true });
  return {
    async send(m) {
      const info = await transport.sendMail({ from: opts.from, to: m.to, subject: m.subject, text: m.text, html: m.html });
      await mkdir(opts.outboxDir, { recursive: true });
      const file = path.join(opts.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.json`);
      const entry: OutboxEntry = { to: m.to, subject: m.subject, text: m.text, html: m.html ?? null, messageId: info.messageId, createdAt: new Date().toISOString() };
      await writeFile(file, JSON.stringify(entry, null, 2));
    },
  };
}
