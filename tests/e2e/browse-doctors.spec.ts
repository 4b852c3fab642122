// A guest browses the directory: seeded doctors from the API on home, the list and a profile.
import { expect, test } from './fixtures';
import { appContext } from './support/browser-prefs';
import { server } from './support/i18n';
import { CITIES } from '../../contracts/cities';

type DoctorCard = { id: string; firstName: string; lastName: string; city: string | null };

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

  test('in Nepali, the cards name their cities in Nepali from the first screen\'s own catalog', async ({ browser }) => {
    // The list of cities is not in the first screen's code: the build puts their names in the catalog
    // (build/first-load.ts, FIRST_SCREEN_ROUTES). The full catalog is held back to show it is not needed.
    const context = await appContext(browser, { locale: 'ne' });
    const page = await context.newPage();
    const full: string[] = [];
    await page.route(/\/assets\/messages-ne-(?!first)[^/]*\.js$/, (route) => {
      full.push(route.request().url());
      return route.abort();
    });
    const [apiResponse] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/v1/upn/get-doctors') && r.status() === 200),
      page.goto('/find/doctors'),
    ]);
    const { doctors } = ((await apiResponse.json()) as { data: { doctors: DoctorCard[] } }).data;
    const cities: readonly (string | null)[] = CITIES;
    const doctor = doctors.find((d) => cities.includes(d.city));
    expect(doctor, 'a seeded doctor in a listed city on the first page').toBeDefined();
    const city = doctor!.city!;
    // The city's Nepali as the catalog has it (the same catalog the server speaks from).
    const nepali = server('ne', city);
    expect(nepali).not.toBe(city);
    const card = page.locator('article').filter({ has: page.locator(`a[href="/find/doctors/${doctor!.id}"]`) });
    await expect(card).toContainText(nepali);
    await expect(card).not.toContainText(city);
    expect(full, 'the full Nepali catalog was asked for').toEqual([]);
    await context.close();
  });
});
