// A page left the moment something happened on it (full page loads: the next page is another
// document, which starts while the one being left may still be saving). Two pages of the app write
// the same device entries for a moment; neither may lose what the other kept:
// - a booking confirmed with no signal, the page left as soon as it says "waiting": booked exactly
//   once when the signal returns, and the patient told so;
// - a list left the moment it arrived: still on the device after the next page saved its own.
import { BOOKING_MESSAGES as B } from '../../contracts/booking-messages';
import { expect, test } from './fixtures';
import { hasSaved, leftLate, savedBy, savedOutbox, savedQueries } from './support/network';
import { kathmanduDate } from './support/world';

/** The Firebase uid in an ID token (the device's entries are named by it). */
const uidOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { user_id: string }).user_id;

test.describe('a page left at once loses nothing', () => {
  const day = kathmanduDate(8);

  test('a booking confirmed offline, the page left at once: booked exactly once when the signal returns', async ({ signedIn: page, context, world }) => {
    const slot = await world.clinicSlot(day, 11);
    await page.goto(`/book/${world.doctor.id}?date=${day}&slot=${slot}&step=details`);
    await page.locator('textarea[name="reasonForVisit"]').fill('Headache since Monday');
    await page.locator('input[name="termsAccepted"]').check();
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(page.getByTestId('booking-waiting')).toBeVisible();
    // Back to home (a page of its own), while this one may still be saving the write.
    await page.evaluate(() => window.history.back());
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId('upcoming-consultation')).toBeVisible();
    expect(await world.appointmentsForSlot(slot)).toBe(0);

    await context.setOffline(false);
    await expect(page.getByText(B.appointmentBooked)).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => world.appointmentsForSlot(slot)).toBe(1);
    await expect.poll(() => savedOutbox(page)).toBe(0);
    // Opening the app again sends nothing twice.
    await page.reload();
    await expect(page.getByTestId('upcoming-consultation')).toBeVisible();
    expect(await world.appointmentsForSlot(slot)).toBe(1);
  });

  test('a list left the moment it arrived is still on the device after the next page saved its own', async ({ signedIn: page, patient, world }) => {
    const uid = uidOf(patient.token);
    await world.bookViaApi(patient.token, await world.clinicSlot(day, 12), 'Leaving at once');
    await expect.poll(() => savedBy(page, uid)).toBeTruthy();
    const home = await savedBy(page, uid);
    // The list's answer is held until the device store has started on the next page (its first save
    // names that page): it then comes within the save throttle's wait, and only the save made as the
    // page is left can keep it. (An answer that comes before the store has started on a page is not
    // what this proves: see docs/offline.md "Two pages, one device store".)
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/v1/patient/appointment/list**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/appointments');
    await expect.poll(() => savedBy(page, uid)).not.toBe(home);
    release();
    await expect(page.getByTestId('appointment-card').first()).toBeVisible();
    // At once to another page: the list's answer came moments ago.
    await page.goto('/family');
    await expect(page.getByRole('heading', { level: 2, name: 'No family members yet' })).toBeVisible();
    await expect.poll(async () => {
      const saved = await savedQueries(page, uid);
      return ['"appointments"', '"family-members"'].filter((part) => !hasSaved(saved, part));
    }).toEqual([]);

    // The page being left may save after the next page has started (its pagehide runs beside the new
    // page's start): that save lands once the next page has looked, and is taken in when told.
    await leftLate(page, uid, ['patient', uid, 'prescriptions', 'left-late']);
    await expect.poll(async () => hasSaved(await savedQueries(page, uid), '"left-late"')).toBe(true);
  });
});
