import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, phoneContext } from './browser';

let browser: Browser;
const appUrl = inject('appUrl');
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(async () => { await browser?.close(); });

type DoctorCard = { id: string; firstName: string; lastName: string };

describe('a guest opens the app', () => {
  it('sees seeded doctors that came from the API on the home page', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const [apiResponse] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/v1/upn/get-doctors') && r.status() === 200),
      page.goto(appUrl),
    ]);
    const doctors = ((await apiResponse.json()) as { data: { doctors: DoctorCard[] } }).data.doctors;
    expect(doctors.length).toBeGreaterThan(0);
    // The first doctor the API returned is on screen, by name, linking to the profile.
    const first = doctors[0]!;
    const link = page.locator(`a[href="/find/doctors/${first.id}"]`).first();
    await link.waitFor();
    expect(await link.innerText()).toContain(first.lastName);
    await context.close();
  });

  it('opens the doctor list and a doctor profile from it', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const [apiResponse] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/v1/upn/get-doctors') && r.status() === 200),
      page.goto(`${appUrl}/find/doctors`),
    ]);
    const { doctors } = ((await apiResponse.json()) as { data: { doctors: DoctorCard[] } }).data;
    const doctor = doctors[1] ?? doctors[0]!;
    await Promise.all([
      page.waitForResponse((r) => r.url().includes(`/get-doctor-details/${doctor.id}`) && r.status() === 200),
      page.locator(`a[href="/find/doctors/${doctor.id}"]`).first().click(),
    ]);
    await page.waitForURL(`**/find/doctors/${doctor.id}`);
    await page.getByRole('heading', { level: 1 }).filter({ hasText: doctor.lastName }).waitFor();
    await context.close();
  });
});
