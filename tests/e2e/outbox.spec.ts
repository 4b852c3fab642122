// The outbox (issue 7): a booking made offline waits ('waiting to send', with a count), is sent once
// when the connection is back; a booking queued when the page was closed is sent once when the app
// opens again; a slot taken meanwhile comes back as a message with a way to choose another time; a
// 503 (the server's database restarting) is not a refusal: the same write goes again, once.
import type { Page } from '@playwright/test';
import { BOOKING_MESSAGES as B } from '../../contracts/booking-messages';
import { expect, test, type World } from './fixtures';
import { savedOutbox } from './support/network';
import { kathmanduDate } from './support/world';

const appointmentsFor = (world: World, slotId: string) => world.appointmentsForSlot(slotId);

async function fillDetails(page: Page, world: World, slotId: string, day: string): Promise<void> {
  await page.goto(`/book/${world.doctor.id}?date=${day}&slot=${slotId}&step=details`);
  await page.locator('textarea[name="reasonForVisit"]').fill('Cough for a week');
  await page.locator('input[name="termsAccepted"]').check();
}

test.describe('writes made offline wait in the outbox', () => {
  const day = kathmanduDate(6);

  test('a booking made offline waits, then is booked exactly once when back online', async ({ signedIn: page, context, world }) => {
    const slot = await world.clinicSlot(day, 11);
    await fillDetails(page, world, slot, day);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Confirm booking' }).click();

    await expect(page.getByTestId('booking-waiting')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' }).filter({ hasText: '1 waiting to send' })).toBeVisible();
    await expect.poll(() => savedOutbox(page)).toBe(1);
    expect(await appointmentsFor(world, slot)).toBe(0);

    await context.setOffline(false);
    await expect(page.getByTestId('booking-confirmation')).toBeVisible();
    expect(await appointmentsFor(world, slot)).toBe(1);
    await expect.poll(() => savedOutbox(page)).toBe(0);
    await expect(page.getByTestId('outbox-count')).toHaveCount(0);
  });

  test('a booking queued when the page was closed is sent once when the app opens again', async ({ signedIn: page, context, world }) => {
    const slot = await world.clinicSlot(day, 12);
    await fillDetails(page, world, slot, day);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(page.getByTestId('booking-waiting')).toBeVisible();
    await expect.poll(() => savedOutbox(page)).toBe(1);
    await page.close();
    expect(await appointmentsFor(world, slot)).toBe(0);

    await context.setOffline(false);
    const reopened = await context.newPage();
    await reopened.goto('/home');
    // Nobody is watching that booking any more: a toast says it went through.
    await expect(reopened.getByText(B.appointmentBooked)).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => appointmentsFor(world, slot)).toBe(1);
    await expect.poll(() => savedOutbox(reopened)).toBe(0);
    // Opening the app again sends nothing twice.
    await reopened.reload();
    await reopened.waitForLoadState('networkidle');
    expect(await appointmentsFor(world, slot)).toBe(1);
  });

  test('a slot taken while the booking waited comes back with a way to choose another time', async ({ signedIn: page, context, world }) => {
    const slot = await world.clinicSlot(day, 13);
    await fillDetails(page, world, slot, day);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(page.getByTestId('booking-waiting')).toBeVisible();
    // Leave the page while offline: the answer will come with nobody watching.
    await page.evaluate(() => window.history.back());
    const other = await world.readyPatient('outbox-rival');
    expect((await world.bookViaApi(other.token, slot)).status).toBe(201);

    await context.setOffline(false);
    await expect(page.getByText('The time you chose offline was taken meanwhile. Please choose another time.')).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Choose another time' }).click();
    await page.waitForURL(`**/book/${world.doctor.id}**`);
    expect(await appointmentsFor(world, slot)).toBe(1);
  });

  test('a booking answered 503 (the server lost its database) waits and is sent again with the same key: booked once', async ({ signedIn: page, world }) => {
    const slot = await world.clinicSlot(day, 14);
    await fillDetails(page, world, slot, day);
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
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(page.getByTestId('booking-waiting')).toBeVisible();
    await expect(page.getByTestId('booking-confirmation')).toBeVisible({ timeout: 20_000 });
    await page.unroute('**/api/v1/patient/appointment/book');
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(await appointmentsFor(world, slot)).toBe(1);
    await expect.poll(() => savedOutbox(page)).toBe(0);
  });
});
