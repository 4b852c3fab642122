// A guest browses the directory: seeded doctors from the API on home, the list and a profile.
import { expect, test } from './fixtures';

type DoctorCard = { id: string; firstName: string; lastName: string };

test.describe('a guest opens the app', () => {
  test('sees seeded doctors that came from the API on the home page', async ({ page }) => {
    const [apiResponse] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/v1/upn/get-doctors') && r.status() === 200),
      page.goto('/'),
    ]);
    const doctors = ((await apiResponse.json()) as { data: { doctors: DoctorCard[] } }).data.doctors;
    expect(doctors.length).toBeGreaterThan(0);
    // The first doctor the API returned is on screen, by name, linking to the profile.
    const first = doctors[0]!;
    await expect(page.locator(`a[href="/find/doctors/${first.id}"]`).first()).toContainText(first.lastName);
  });

  test('opens the doctor list and a doctor profile from it', async ({ page }) => {
    const [apiResponse] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/v1/upn/get-doctors') && r.status() === 200),
      page.goto('/find/doctors'),
    ]);
    const { doctors } = ((await apiResponse.json()) as { data: { doctors: DoctorCard[] } }).data;
    const doctor = doctors[1] ?? doctors[0]!;
    await Promise.all([
      page.waitForResponse((r) => r.url().includes(`/get-doctor-details/${doctor.id}`) && r.status() === 200),
      page.locator(`a[href="/find/doctors/${doctor.id}"]`).first().click(),
    ]);
    await page.waitForURL(`**/find/doctors/${doctor.id}`);
    await expect(page.getByRole('heading', { level: 1 }).filter({ hasText: doctor.lastName })).toBeVisible();
  });
});
