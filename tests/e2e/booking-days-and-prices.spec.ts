// The booking page's days and prices, and a Bikram Sambat birth date (each test with its own patient):
// a doctor whose first free time is weeks ahead opens on that day, and an empty day names the next
// free day; a doctor's discount shows as the price on the profile and in the booking summary; a
// Nepali patient chooses the date of birth in BS, as on a citizenship certificate, and the AD date
// is stored.
import { bsToAd } from '../../contracts/bikram-sambat';
import { expect, test } from './fixtures';
import { ui } from './support/i18n';
import { bookingShot } from './support/screenshots';
import { kathmanduDate } from './support/world';

test('a doctor whose first free time is weeks ahead: the booking page opens on that day, and an empty day names the next free day, one tap away (phone)', async ({ signedIn: page, world }) => {
  const later = kathmanduDate(40); // never in this month's window
  const target = await world.doctorFreeOnlyOn(later);
  await page.goto(`/book/${target.id}`);
  const slot = page.locator(`button[data-slot-id="${target.slotId}"]`);
  await expect(slot).toBeEnabled();
  expect(new URL(page.url()).searchParams.get('date')).toBe(later);

  await page.goto(`/book/${target.id}?date=${kathmanduDate(1)}`);
  await expect(page.getByText('No available time slots')).toBeVisible();
  await bookingShot(page, 'next-free');
  await page.getByRole('button', { name: /^Next free times: / }).click();
  await expect(slot).toBeVisible();
  expect(new URL(page.url()).searchParams.get('date')).toBe(later);
});

test("a doctor's discount shows as the price, the fee struck through and Rs. off with percent, on the profile and in the booking summary (phone)", async ({ page, world, patient, signInAs }) => {
  const promo = await world.discountedDoctorSlot(kathmanduDate(6));
  const off = Math.round((promo.feePaisa * promo.percent) / 100 / 100) * 100;
  const rs = (paisa: number) => `Rs. ${(paisa / 100).toLocaleString('en-IN')}`;
  await page.goto(`/find/doctors/${promo.id}`);
  const fee = page.getByTestId('discounted-fee').first();
  await expect(fee).toContainText(rs(promo.feePaisa - off));
  await expect(fee.locator('del')).toContainText(rs(promo.feePaisa));
  await expect(fee).toContainText(`${rs(off)} off (${promo.percent}%)`);

  await signInAs(page, patient.email);
  await page.goto(`/book/${promo.id}?date=${kathmanduDate(6)}&slot=${promo.slotId}&step=details`);
  const discount = page.getByTestId('booking-discount');
  await expect(discount).toContainText(`(${promo.percent}% off)`);
  await expect(discount).toContainText(rs(off));
  await expect(page.getByTestId('booking-total')).toHaveText(rs(promo.feePaisa - off));
  await bookingShot(page, 'discount');
});

test.describe('in Nepali', () => {
  test.use({ appLocale: 'ne' });

  test('the date of birth chosen in BS is stored as its AD date', async ({ signedIn: page, patient, world, axe }) => {
    await page.goto('/settings/profile');
    const dob = page.locator('[data-field="dateOfBirth"][data-calendar="bs"]');
    await expect(dob).toBeVisible();
    await axe('the profile in Nepali (date of birth in BS)', page);
    await dob.getByLabel(ui('ne', 'Year'), { exact: true }).selectOption('2047');
    await dob.getByLabel(ui('ne', 'Month'), { exact: true }).selectOption('05');
    await dob.getByLabel(ui('ne', 'Day'), { exact: true }).selectOption('12');
    const [saved] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/user/update-patient-details')),
      page.getByRole('button', { name: ui('ne', 'Save profile') }).click(),
    ]);
    expect(saved.status()).toBe(200);
    const [year, month, dayOfMonth] = bsToAd({ year: 2047, month: 5, day: 12 }).split('-').map(Number);
    const profile = await world.api(patient.token, 'GET', '/api/v1/patient/user/get-patient-detail');
    expect((profile.body.data as { dateOfBirth: unknown }).dateOfBirth).toEqual({ year, month, day: dayOfMonth });
  });
});
