// Messages, end to end against the real stack: a patient with an appointment opens /messages on a
// phone, starts the conversation with the doctor, sends a message (waiting, then sent), and the
// doctor's reply (the doctor script) appears without a reload; a message written offline waits and
// is stored once when the connection is back. On a large screen the list and the conversation sit
// side by side. The health feed pages on home; a bug report is sent and acknowledged.
import { mkdir } from 'node:fs/promises';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ACCOUNT_MESSAGES as A } from '../../contracts/account-messages';
import { runDoctorReply, type DoctorClientOptions } from '../../scripts/lib/doctor-client';
import { launchBrowser } from './browser';
import { bookingWorld, expectNoAxeViolations, kathmanduDate, signIn } from './booking-helpers';
import { appContext } from './support/browser-prefs';

const appUrl = inject('appUrl');
const databaseUrl = inject('e2eDatabaseUrl');
const emulatorHost = inject('e2eAuthEmulatorHost');
const SCREENSHOTS = 'tests/output/screenshots';

let browser: Browser;
let world: Awaited<ReturnType<typeof bookingWorld>>;
let db: pg.Client;
let doctorOpts: DoctorClientOptions;

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SCREENSHOTS}/messages-${name}.png`, fullPage: true });
}

beforeAll(async () => {
  browser = await launchBrowser();
  await mkdir(SCREENSHOTS, { recursive: true });
  world = await bookingWorld({ appUrl, databaseUrl, emulatorHost });
  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  doctorOpts = { apiUrl: appUrl, apiKey: world.apiKey, emulatorHost, projectId: 'demo-swasthya', databaseUrl };
});

afterAll(async () => {
  await browser?.close();
  await world?.close();
  await db?.end();
});

/** A signed-in patient with a booked appointment with the test doctor. */
async function patientWithAppointment(tag: string, width: number): Promise<{
  context: BrowserContext; page: Page; token: string; appointmentId: string; streams: number[];
}> {
  const { email, token } = await world.readyPatient(tag);
  const booked = await world.bookViaApi(token, await world.clinicSlot(kathmanduDate(6), 9));
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  const context = await appContext(browser, { locale: 'en', width });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  // The event streams the page opens (EventSource, with a ticket and no other credential).
  const streams: number[] = [];
  page.on('response', (r) => {
    if (/\/api\/v1\/chat\/threads\/[^/]+\/events\?ticket=/.test(r.url())) streams.push(r.status());
  });
  await page.goto(`${appUrl}/signin`);
  await signIn(page, email);
  await page.waitForURL('**/home');
  return { context, page, token, appointmentId: (booked.body.data as { id: string }).id, streams };
}

const storedBodies = async (threadId: string, body: string) =>
  (await db.query('select id from chat_messages where thread_id = $1 and body = $2', [threadId, body])).rowCount;

describe('messages on a phone', () => {
  let context: BrowserContext;
  let page: Page;
  let streams: number[];
  let threadId: string;

  beforeAll(async () => {
    ({ context, page, streams } = await patientWithAppointment('chatter', 360));
  });
  afterAll(async () => {
    await context?.close();
  });
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail') await shot(page, `failed-${ctx.task.name.slice(0, 20).replace(/\W+/g, '-')}`);
  });

  it('starts from the menu: no conversations yet, and the doctor of the appointment to write to', async () => {
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Messages' }).click();
    await page.waitForURL('**/messages');
    await page.getByRole('heading', { name: 'No conversations yet' }).waitFor();
    expect(await page.getByRole('link', { name: 'Find a doctor' }).getAttribute('href')).toBe('/find/doctors');
    await shot(page, 'empty');
    await expectNoAxeViolations(page, '/messages with no conversation');
    await page.getByRole('button', { name: `Message Dr. ${await doctorName()}` }).click();
    await page.waitForURL(/\/messages\/[0-9a-f-]{36}$/);
    threadId = page.url().split('/').pop()!;
    await page.getByText('No messages yet. Write the first one below.').waitFor();
  });

  it('sends a message, and the doctor’s reply appears without a reload', async () => {
    const log = page.getByRole('log', { name: /^Messages with Dr\./ });
    expect(await log.getAttribute('aria-live')).toBe('polite');
    const box = page.getByRole('textbox', { name: 'Message' });
    await box.fill('Namaste doctor, my fever is gone but I still cough.');
    await box.press('Enter');
    await log.locator('li[data-sender="patient"]:not([data-status])', { hasText: 'my fever is gone' }).waitFor();
    expect(await box.inputValue()).toBe('');
    await expect.poll(() => storedBodies(threadId, 'Namaste doctor, my fever is gone but I still cough.')).toBe(1);

    // Anything that reloads the page would drop this marker.
    await page.evaluate(() => { (window as unknown as { __noReload: boolean }).__noReload = true; });
    const reply = await runDoctorReply(doctorOpts, threadId, 'Good to hear. Drink warm water and rest for two more days.');
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    await log.locator('li[data-sender="doctor"]', { hasText: 'Drink warm water' }).waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    // It came by the event stream, not by the polling fallback.
    expect(streams).toContain(200);
    expect(await page.getByText('Live updates are interrupted', { exact: false }).count()).toBe(0);
    await shot(page, 'conversation');
    await expectNoAxeViolations(page, 'a conversation on a phone');
  });

  it('keeps a message written offline as waiting to send, and stores it once when back online', async () => {
    const log = page.getByRole('log', { name: /^Messages with Dr\./ });
    const text = 'Written without a connection';
    await context.setOffline(true);
    await page.evaluate(() => window.dispatchEvent(new Event('offline')));
    const box = page.getByRole('textbox', { name: 'Message' });
    await box.fill(text);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const waiting = log.locator('li[data-status="waiting"]', { hasText: text });
    await waiting.getByText('Waiting to send').waitFor();
    await shot(page, 'waiting');
    expect(await storedBodies(threadId, text)).toBe(0);

    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await log.locator('li[data-sender="patient"]:not([data-status])', { hasText: text }).waitFor({ timeout: 15_000 });
    await expect.poll(() => storedBodies(threadId, text)).toBe(1);
    expect(await log.locator('li', { hasText: text }).count()).toBe(1);
  });

  it('lists the conversation with its last message; back from the conversation by its link', async () => {
    await page.getByRole('link', { name: '← All conversations' }).click();
    await page.waitForURL('**/messages');
    const item = page.getByTestId('chat-thread');
    await item.getByText('You: Written without a connection').waitFor();
    // One conversation per doctor: nothing left to start.
    expect(await page.getByRole('heading', { name: 'Start a conversation' }).count()).toBe(0);
  });
});

describe('messages on a large screen', () => {
  it('shows the list beside the conversation, with the unread count of a reply that came meanwhile', async () => {
    const { context, page, appointmentId } = await patientWithAppointment('chatter-wide', 1280);
    // The doctor writes first (by the appointment: the script opens the conversation).
    const first = await runDoctorReply(doctorOpts, appointmentId, 'Please bring your old reports to the visit.');
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    await page.goto(`${appUrl}/messages`);
    const list = page.getByRole('navigation', { name: 'Conversations' });
    const item = list.getByTestId('chat-thread');
    await item.getByText('1 unread message').waitFor();
    await page.getByText('Choose a conversation to read and reply.').waitFor();
    await item.click();
    await page.getByRole('log', { name: /^Messages with Dr\./ }).getByText('Please bring your old reports').waitFor();
    // Read now: the count goes.
    await expect.poll(() => item.getByTestId('unread-count').count()).toBe(0);
    expect(await item.getAttribute('aria-current')).toBe('page');
    // Both at once, the conversation open.
    expect(await list.isVisible()).toBe(true);
    await shot(page, 'wide');
    await expectNoAxeViolations(page, 'messages at 1280 px');
    await context.close();
  });
});

describe('health feed and bug report', () => {
  it('pages through the health feed on home, and a bug report is stored and acknowledged', async () => {
    const { context, page } = await patientWithAppointment('reporter', 360);
    const feed = page.getByTestId('health-feed');
    await feed.getByRole('heading', { name: 'Health feed' }).waitFor();
    await feed.getByTestId('health-feed-post').first().waitFor();
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
    await page.getByText(A.bugReportReceived).waitFor();
    await shot(page, 'bug-report');
    const stored = await db.query<{ kind: string; page_url: string | null }>(
      'select kind, page_url from support_messages where message = $1', [text]);
    expect(stored.rows).toEqual([{ kind: 'bug_report', page_url: '/appointments' }]);
    expect(await page.locator('textarea[name="message"]').inputValue()).toBe('');

    // Medicine Order is on the menu and not built yet.
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Medicine Order' }).click();
    await page.waitForURL('**/medicine-order');
    await page.getByText('Coming soon.', { exact: false }).waitFor();
    await context.close();
  });
});

async function doctorName(): Promise<string> {
  const res = await db.query<{ first_name: string; last_name: string }>('select first_name, last_name from doctors where id = $1', [world.doctor.id]);
  return `${res.rows[0]!.first_name} ${res.rows[0]!.last_name}`;
}
