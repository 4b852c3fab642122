// The server's file outbox (DATA_DIR/outbox): wait for an e-mail and take the app link from it.
import path from 'node:path';
import { expect } from '@playwright/test';
import { readOutbox, type OutboxEntry } from '../../../server/mail/mailer';

export function outboxDir(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

/** Waits for the newest e-mail to `to` whose text has an /action link of this mode, after `since`. */
export async function waitForActionMail(
  dataDir: string,
  to: string,
  mode: 'verifyEmail' | 'resetPassword',
  opts: { since?: number; timeoutMs?: number } = {},
): Promise<{ mail: OutboxEntry; path: string }> {
  const since = opts.since ?? 0;
  const newest = async (): Promise<{ mail: OutboxEntry; path: string } | undefined> => {
    const mails = (await readOutbox(outboxDir(dataDir))).filter(
      (m) => m.to.toLowerCase() === to.toLowerCase() && Date.parse(m.createdAt) >= since,
    );
    for (const mail of mails.reverse()) {
      const link = actionLink(mail.text, mode);
      if (link) return { mail, path: link };
    }
    return undefined;
  };
  await expect.poll(newest, { message: `a ${mode} e-mail to ${to} in the outbox`, timeout: opts.timeoutMs ?? 15_000 }).toBeDefined();
  return (await newest())!;
}

/** The /action link's path and query (the app's own link, whatever host the server put in it). */
export function actionLink(text: string, mode: string): string | undefined {
  for (const match of text.matchAll(/https?:\/\/\S+/g)) {
    const url = new URL(match[0]);
    if (url.pathname === '/action' && url.searchParams.get('mode') === mode && url.searchParams.get('oobCode')) {
      return `${url.pathname}${url.search}`;
    }
  }
  return undefined;
}

/** How many e-mails the outbox holds for `to`. */
export async function mailCount(dataDir: string, to: string): Promise<number> {
  return (await readOutbox(outboxDir(dataDir))).filter((m) => m.to.toLowerCase() === to.toLowerCase()).length;
}
