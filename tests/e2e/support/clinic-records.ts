// Helpers of the console's clinical and money journeys (clinic-records.spec.ts): a staff member's
// console in its own browser context (a desktop or a phone), a booking of the demo doctor at the demo
// clinic, and screenshots of a patient's page at 360 px in both themes.
import type { Browser, Page } from '@playwright/test';
import { DEMO_CLINIC_APPOINTMENT_ID, DEMO_STAFF } from '../../../server/db/seed/demo-staff';
import { expect, type World } from '../fixtures';
import { appContext } from './browser-prefs';
import { ui, type TestLocale } from './i18n';
import { SCREENSHOTS } from './screenshots';
import { kathmanduDate } from './world';

export const PHONE = { width: 360, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };

const staff = (role: string) => DEMO_STAFF.find((s) => s.role === role)!;

/** The demo `role`'s console, signed in through its sign-in screen, on a desktop unless `size` says a phone. */
export async function consolePage(
  browser: Browser, locale: TestLocale, role: string, landing: RegExp,
  o: { theme?: 'light' | 'dark'; size?: { width: number; height: number } } = {},
): Promise<Page> {
  const size = o.size ?? DESKTOP;
  const context = await appContext(browser, { locale, width: size.width, theme: o.theme ?? 'light' });
  const page = await context.newPage();
  await page.setViewportSize(size);
  await page.goto('/clinic/signin');
  await page.locator('input[name="email"]').fill(staff(role).email);
  await page.locator('input[name="password"]').fill(staff(role).password);
  await page.getByRole('button', { name: ui(locale, 'Sign in'), exact: true }).click();
  await expect(page).toHaveURL(landing);
  return page;
}

/** A booking of the demo doctor at the demo clinic in `day` days (tomorrow), by a new patient or `by` (through the API). */
export async function demoBooking(world: World, tag: string, opts: { by?: { email: string; token: string }; day?: number } = {}) {
  const demo = (await world.query<{ clinic_id: string; doctor_id: string; fee: number }>(
    `select s.clinic_id, a.doctor_id, d.consultation_fee_paisa as fee from appointments a
       join schedule_slots s on s.id = a.slot_id join doctors d on d.id = a.doctor_id where a.id = $1`, [DEMO_CLINIC_APPOINTMENT_ID],
  )).rows[0]!;
  // A free minute past 14:00 (another journey's booking, or the seed's, may hold the one drawn).
  let slotId: string | undefined;
  while (!slotId) {
    const startsAt = new Date(`${kathmanduDate(opts.day ?? 1)}T14:${String(Math.floor(Math.random() * 59)).padStart(2, '0')}:00+05:45`);
    slotId = (await world.query<{ id: string }>(
      `insert into schedule_slots (doctor_id, clinic_id, starts_at, ends_at, appointment_type, fee_paisa, status)
       values ($1, $2, $3, $4, 'in_person', $5, 'available') on conflict do nothing returning id`,
      [demo.doctor_id, demo.clinic_id, startsAt, new Date(startsAt.getTime() + 10 * 60_000), demo.fee],
    )).rows[0]?.id;
  }
  const { email, token } = opts.by ?? await world.readyPatient(tag);
  const firstName = `Rx${Array.from({ length: 6 }, () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)]).join('')}`;
  const booked = await world.api(token, 'POST', '/api/v1/patient/appointment/book', {
    doctorId: demo.doctor_id, slot: { scheduleId: slotId, fee: demo.fee },
    patientInfo: { firstName, lastName: 'Gurung', countryCode: '+977', phoneNumber: '9841234567', email, bloodGroup: 'O+', gender: 'female' },
    reasonForVisit: 'Sugar check', termsAccepted: true, paymentOption: 'offline',
  }, { 'idempotency-key': `e2e-${crypto.randomUUID()}` });
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  return { email, token, appointmentId: (booked.body.data as { id: string }).id, patientName: `${firstName} Gurung`, fee: demo.fee };
}

/**
 * The patient's page at 360 px in dark and light (`<name>-<locale>-<theme>-360.png`), the theme chosen with
 * the footer's buttons as a patient would (a signed-in patient's theme is their profile's, so a stored
 * preference alone is overridden); `ready` waits for what the shot is of (and may check it in that theme). The page is left light, at its size.
 */
export async function patientShots(page: Page, locale: TestLocale, name: string, ready: (theme: 'dark' | 'light') => Promise<void>): Promise<void> {
  const size = page.viewportSize();
  await page.setViewportSize(PHONE);
  for (const theme of ['dark', 'light'] as const) {
    await page.getByRole('group', { name: ui(locale, 'Theme') }).getByRole('button', { name: ui(locale, theme === 'dark' ? 'Dark' : 'Light') }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await ready(theme);
    // From the top (the footer's buttons scrolled down; a sticky header would be drawn mid-page).
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SCREENSHOTS}/${name}-${locale}-${theme}-360.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}
