// Messages, end to end against the real stack: a patient with an appointment opens /messages on a
// phone, starts the conversation with the doctor, sends a message (waiting, then sent), and the
// doctor's reply (the doctor script) appears without a reload; a message written offline waits and
// is stored once when the connection is back. On a large screen the list and the conversation sit
// side by side. The health feed pages on home; a bug report is sent and acknowledged.
// Each journey has its own patient with an appointment with the test doctor.
import { mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { ACCOUNT_MESSAGES as A } from '../../contracts/account-messages';
import { runDoctorReply, type DoctorClientOptions } from '../../scripts/lib/doctor-client';
import { expect, test as base, type World } from './fixtures';
import { kathmanduDate } from './support/world';

const SCREENSHOTS = 'tests/output/screenshots';

async function shot(page: Page, name: string): Promise<void> {
  await mkdir(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}/messages-${name}.png`, fullPage: true });
}

/**
 * `appointmentId`: the patient's booked appointment with the test doctor (booked before sign-in);
 * `streams`: the statuses of the chat event streams the page opened (EventSource, with a ticket
 * and no other credential); `doctor`: the doctor script's options.
 */
const test = base.extend<{ appointmentId: string; streams: number[]; doctor: DoctorClientOptions }>({
  appointmentId: async ({ world, patient }, use) => {
    const booked = await world.bookViaApi(patient.token, await world.clinicSlot(kathmanduDate(6), 9));
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    await use((booked.body.data as { id: string }).id);
  },
  streams: async ({ page }, use) => {
    const streams: number[] = [];
    page.on('response', (r) => {
      if (/\/api\/v1\/chat\/threads\/[^/]+\/events\?ticket=/.test(r.url())) streams.push(r.status());
    });
    await use(streams);
  },
  // The appointment is booked and the responses watched before the patient signs in.
  signedIn: async ({ appointmentId, streams, signedIn }, use) => {
    void appointmentId;
    void streams;
    await use(signedIn);
  },
  doctor: async ({ stack, world }, use) => {
    await use({ apiUrl: stack.appUrl, apiKey: world.apiKey, emulatorHost: stack.emulatorHost, projectId: 'demo-swasthya', databaseUrl: stack.databaseUrl });
  },
});

const storedBodies = async (world: World, threadId: string, body: string) =>
  (await world.query('select id from chat_messages where thread_id = $1 and body = $2', [threadId, body])).rowCount;

async function doctorName(world: World): Promise<string> {
  const res = await world.query<{ first_name: string; last_name: string }>('select first_name, last_name from doctors where id = $1', [world.doctor.id]);
  return `${res.rows[0]!.first_name} ${res.rows[0]!.last_name}`;
}

/** Messages → "Message Dr. …": the new conversation's id. */
async function startConversation(page: Page, world: World): Promise<string> {
  await page.goto('/messages');
  await page.getByRole('button', { name: `Message Dr. ${await doctorName(world)}` }).click();
  await page.waitForURL(/\/messages\/[0-9a-f-]{36}$/);
  return page.url().split('/').pop()!;
}

/** Writes `text` in the open conversation and waits until it is shown as sent. */
async function send(page: Page, text: string): Promise<void> {
  const log = page.getByRole('log', { name: /^Messages with Dr\./ });
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill(text);
  await box.press('Enter');
  await expect(log.locator('li[data-sender="patient"]:not([data-status])', { hasText: text })).toBeVisible();
}

test.describe('messages on a phone', () => {
  test('starts from the menu: no conversations yet, and the doctor of the appointment to write to', async ({ signedIn: page, world, axe }) => {
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Messages' }).click();
    await page.waitForURL('**/messages');
    await expect(page.getByRole('heading', { name: 'No conversations yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Find a doctor' })).toHaveAttribute('href', '/find/doctors');
    await shot(page, 'empty');
    await axe('/messages with no conversation');
    await page.getByRole('button', { name: `Message Dr. ${await doctorName(world)}` }).click();
    await page.waitForURL(/\/messages\/[0-9a-f-]{36}$/);
    await expect(page.getByText('No messages yet. Write the first one below.')).toBeVisible();
  });

  test('sends a message, and the doctor’s reply appears without a reload', async ({ signedIn: page, world, streams, doctor, axe }) => {
    const threadId = await startConversation(page, world);
    const log = page.getByRole('log', { name: /^Messages with Dr\./ });
    await expect(log).toHaveAttribute('aria-live', 'polite');
    const box = page.getByRole('textbox', { name: 'Message' });
    await send(page, 'Namaste doctor, my fever is gone but I still cough.');
    await expect(box).toHaveValue('');
    await expect.poll(() => storedBodies(world, threadId, 'Namaste doctor, my fever is gone but I still cough.')).toBe(1);

    // Anything that reloads the page would drop this marker.
    await page.evaluate(() => { (window as unknown as { __noReload: boolean }).__noReload = true; });
    const reply = await runDoctorReply(doctor, threadId, 'Good to hear. Drink warm water and rest for two more days.');
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    await expect(log.locator('li[data-sender="doctor"]', { hasText: 'Drink warm water' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    // It came by the event stream, not by the polling fallback.
    expect(streams).toContain(200);
    await expect(page.getByText('Live updates are interrupted', { exact: false })).toHaveCount(0);
    await shot(page, 'conversation');
    await axe('a conversation on a phone');
  });

  test('keeps a message written offline as waiting to send, and stores it once when back online', async ({ signedIn: page, context, world }) => {
    const threadId = await startConversation(page, world);
    const log = page.getByRole('log', { name: /^Messages with Dr\./ });
    await expect(page.getByText('No messages yet. Write the first one below.')).toBeVisible();
    const text = 'Written without a connection';
    await context.setOffline(true);
    await page.evaluate(() => window.dispatchEvent(new Event('offline')));
    const box = page.getByRole('textbox', { name: 'Message' });
    await box.fill(text);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const waiting = log.locator('li[data-status="waiting"]', { hasText: text });
    await expect(waiting.getByText('Waiting to send')).toBeVisible();
    await shot(page, 'waiting');
    expect(await storedBodies(world, threadId, text)).toBe(0);

    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(log.locator('li[data-sender="patient"]:not([data-status])', { hasText: text })).toBeVisible();
    await expect.poll(() => storedBodies(world, threadId, text)).toBe(1);
    await expect(log.locator('li', { hasText: text })).toHaveCount(1);
  });

  test('lists the conversation with its last message; back from the conversation by its link', async ({ signedIn: page, world }) => {
    await startConversation(page, world);
    await send(page, 'Is the clinic open on Saturday?');
    await page.getByRole('link', { name: '← All conversations' }).click();
    await page.waitForURL('**/messages');
    await expect(page.getByTestId('chat-thread').getByText('You: Is the clinic open on Saturday?')).toBeVisible();
    // One conversation per doctor: nothing left to start.
    await expect(page.getByRole('heading', { name: 'Start a conversation' })).toHaveCount(0);
  });
});

test.describe('messages on a large screen', () => {
  test.use({ viewport: { width: 1280, height: 740 } });

  test('shows the list beside the conversation, with the unread count of a reply that came meanwhile', async ({ signedIn: page, appointmentId, doctor, axe }) => {
    // The doctor writes first (by the appointment: the script opens the conversation).
    const first = await runDoctorReply(doctor, appointmentId, 'Please bring your old reports to the visit.');
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    await page.goto('/messages');
    const list = page.getByRole('navigation', { name: 'Conversations' });
    const item = list.getByTestId('chat-thread');
    await expect(item.getByText('1 unread message')).toBeVisible();
    await expect(page.getByText('Choose a conversation to read and reply.')).toBeVisible();
    await item.click();
    await expect(page.getByRole('log', { name: /^Messages with Dr\./ }).getByText('Please bring your old reports')).toBeVisible();
    // Read now: the count goes.
    await expect(item.getByTestId('unread-count')).toHaveCount(0);
    await expect(item).toHaveAttribute('aria-current', 'page');
    // Both at once, the conversation open.
    await expect(list).toBeVisible();
    await shot(page, 'wide');
    await axe('messages at 1280 px');
  });
});

test.describe('health feed and bug report', () => {
  test('pages through the health feed on home, and a bug report is stored and acknowledged', async ({ signedIn: page, world }) => {
    const feed = page.getByTestId('health-feed');
    await expect(feed.getByRole('heading', { name: 'Health feed' })).toBeVisible();
    // The last section of home: its posts render once the patient scrolls near (WhenNear).
    await feed.scrollIntoViewIfNeeded();
    await expect(feed.getByTestId('health-feed-post').first()).toBeVisible();
    const firstPage = await feed.getByTestId('health-feed-post').count();
    const more = feed.getByRole('button', { name: 'Load more health-feed posts' });
    if (await more.count()) {
      await more.click();
      await expect.poll(() => feed.getByTestId('health-feed-post').count()).toBeGreaterThan(firstPage);
    }

    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Bug Report' }).click();
    await page.waitForURL('**/bug-report');
    await page.getByLabel('Page where it happened (optional)').fill('/appointments');
    const text = `The calendar jumps a month (${Date.now()})`;
    await page.locator('textarea[name="message"]').fill(text);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByText(A.bugReportReceived)).toBeVisible();
    await shot(page, 'bug-report');
    const stored = await world.query<{ kind: string; page_url: string | null }>(
      'select kind, page_url from support_messages where message = $1', [text]);
    expect(stored.rows).toEqual([{ kind: 'bug_report', page_url: '/appointments' }]);
    await expect(page.locator('textarea[name="message"]')).toHaveValue('');

    // Medicine Order is on the menu (its journey is medicine-order.spec.ts).
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Medicine Order' }).click();
    await page.waitForURL('**/medicine-order');
    await expect(page.getByRole('heading', { name: 'Medicine Order', level: 1 })).toBeVisible();
  });
});
