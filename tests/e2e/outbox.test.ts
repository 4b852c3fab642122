// The outbox (issue 7): a booking made offline waits ('waiting to send', with a count), is sent once
// when the connection is back; a booking queued when the page was closed is sent once when the app
// opens again; a slot taken meanwhile comes back as a message with a way to choose another time; a
// 503 (the server's database restarting) is not a refusal: the same write goes again, once.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BOOKING_MESSAGES as B } from '../../contracts/booking-messages';
import { launchBrowser } from './browser';
import { bookingWorld, kathmanduDate, signIn } from './booking-helpers';
import { appContext } from './support/browser-prefs';

const appUrl = inject('appUrl');
const databaseUrl = inject('e2eDatabaseUrl');
const emulatorHost = inject('e2eAuthEmulatorHost');

let browser: Browser;
let world: Awaited<ReturnType<typeof bookingWorld>>;
let db: pg.Client;

beforeAll(async () => {
  browser = await launchBrowser();
  world = await bookingWorld({ appUrl, databaseUrl, emulatorHost });
  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
});

afterAll(async () => {
  await browser?.close();
  await world?.close();
  await db?.end();
});

/** Appointments that exist for a slot (as the slot's own or a rescheduled one). */
async function appointmentsFor(slotId: string): Promise<number> {
  const res = await db.query<{ n: string }>('select count(*) as n from appointments where slot_id = $1', [slotId]);
  return Number(res.rows[0]!.n);
}

/** The outbox entries saved in IndexedDB for this origin. */
async function savedOutbox(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('swasthya-offline');
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    if (!db.objectStoreNames.contains('query-cache')) return 0;
    const keys = await new Promise<IDBValidKey[]>((resolve) => {
      const r = db.transaction('query-cache', 'readonly').objectStore('query-cache').getAllKeys();
      r.onsuccess = () => resolve(r.result);
    });
    const values = await Promise.all(
      keys.filter((k) => String(k).startsWith('outbox:')).map(
        (k) =>
          new Promise<{ mutations: unknown[] }>((resolve) => {
            const r = db.transaction('query-cache', 'readonly').objectStore('query-cache').get(k);
            r.onsuccess = () => resolve(r.result as { mutations: unknown[] });
          }),
      ),
    );
    db.close();
    return values.reduce((n, v) => n + v.mutations.length, 0);
  });
}

async function fillDetails(page: Page, slotId: string, day: string): Promise<void> {
  await page.goto(`${appUrl}/book/${world.doctor.id}?date=${day}&slot=${slotId}&step=details`);
  await page.locator('textarea[name="reasonForVisit"]').fill('Cough for a week');
  await page.locator('input[name="termsAccepted"]').check();
}

describe('writes made offline wait in the outbox', () => {
  const day = kathmanduDate(6);
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    const patient = await world.readyPatient('outbox');
    context = await appContext(browser, { locale: 'en' });
    page = await context.newPage();
    await page.goto(`${appUrl}/signin`);
    await signIn(page, patient.email);
    await page.waitForURL('**/home');
  });

  afterAll(async () => {
    await context?.close();
  });

  it('a booking made offline waits, then is booked exactly once when back online', async () => {
    const slot = await world.clinicSlot(day, 11);
    await fillDetails(page, slot, day);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Confirm booking' }).click();

    await page.getByTestId('booking-waiting').waitFor();
    await page.getByRole('status').filter({ hasText: 'You are offline' }).filter({ hasText: '1 waiting to send' }).waitFor();
    await expect.poll(() => savedOutbox(page)).toBe(1);
    expect(await appointmentsFor(slot)).toBe(0);

    await context.setOffline(false);
    await page.getByTestId('booking-confirmation').waitFor();
    expect(await appointmentsFor(slot)).toBe(1);
    await expect.poll(() => savedOutbox(page)).toBe(0);
    expect(await page.getByTestId('outbox-count').count()).toBe(0);
  });

  it('a booking queued when the page was closed is sent once when the app opens again', async () => {
    const slot = await world.clinicSlot(day, 12);
    await fillDetails(page, slot, day);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await page.getByTestId('booking-waiting').waitFor();
    await expect.poll(() => savedOutbox(page)).toBe(1);
    await page.close();
    expect(await appointmentsFor(slot)).toBe(0);

    await context.setOffline(false);
    page = await context.newPage();
    await page.goto(`${appUrl}/home`);
    // Nobody is watching that booking any more: a toast says it went through.
    await page.getByText(B.appointmentBooked).waitFor({ timeout: 20_000 });
    await expect.poll(() => appointmentsFor(slot), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => savedOutbox(page)).toBe(0);
    // Opening the app again sends nothing twice.
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(await appointmentsFor(slot)).toBe(1);
  });

  it('a slot taken while the booking waited comes back with a way to choose another time', async () => {
    const slot = await world.clinicSlot(day, 13);
    await fillDetails(page, slot, day);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await page.getByTestId('booking-waiting').waitFor();
    // Leave the page while offline: the answer will come with nobody watching.
    await page.evaluate(() => window.history.back());
    const other = await world.readyPatient('outbox-rival');
    expect((await world.bookViaApi(other.token, slot)).status).toBe(201);

    await context.setOffline(false);
    const toast = page.getByText('The time you chose offline was taken meanwhile. Please choose another time.');
    await toast.waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Choose another time' }).click();
    await page.waitForURL(`**/book/${world.doctor.id}**`);
    expect(await appointmentsFor(slot)).toBe(1);
  });

  it('a booking answered 503 (the server lost its database) waits and is sent again with the same key: booked once', async () => {
    const slot = await world.clinicSlot(day, 14);
    await fillDetails(page, slot, day);
    const keys: string[] = [];
    let answered503 = false;
    // The first attempt meets what a server answers while PostgreSQL restarts; the next reaches it.
    await page.route('**/api/v1/patient/appointment/book', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (answered503) return route.continue();
      answered503 = true;
      return route.fulfill({
        status: 503, headers: { 'retry-after': '2', 'cache-control': 'no-store' }, contentType: 'application/json',
        body: JSON.stringify({ message: 'The service is unavailable for a moment. Please try again shortly.' }),
      });
    });
    try {
      await page.getByRole('button', { name: 'Confirm booking' }).click();
      await page.getByTestId('booking-waiting').waitFor();
      await page.getByTestId('booking-confirmation').waitFor({ timeout: 20_000 });
    } finally {
      await page.unroute('**/api/v1/patient/appointment/book');
    }
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(await appointmentsFor(slot)).toBe(1);
    await expect.poll(() => savedOutbox(page)).toBe(0);
  });
});
