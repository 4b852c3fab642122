// Find care (issue 4): sort orders and filters against the API data, the profile's first paint and
// tabs, cards' ratings and discounts, pharmacies and diagnostic centres (favourites and reviews:
// reviews.spec.ts).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { closeAdmin } from './support/accounts';
import { ui } from './support/i18n';
import { api, type Card, type Details } from './support/find-care';

test.afterAll(async () => {
  await closeAdmin();
});

const cardLinks = (page: Page) => page.locator('article h2 a[href^="/find/doctors/"], article h3 a[href^="/find/doctors/"]');

test('each sort order changes the list in the order of the API data', async ({ page }) => {
  await page.goto(`/find/doctors`);
  await expect(cardLinks(page).first()).toBeVisible();
  const keys: Record<string, (d: Card) => number> = {
    experience: (d) => -d.experienceYears,
    fee: (d) => d.consultationFeePaisa,
    rating: (d) => -d.ratingAvg,
  };
  const firsts = new Set<string>();
  for (const [sort, key] of Object.entries(keys)) {
    const [res] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/v1/upn/get-doctors') && r.url().includes(`sort=${sort}`) && r.status() === 200),
      page.getByLabel('Sort by').selectOption(sort),
    ]);
    const doctors = ((await res.json()) as { data: { doctors: Card[] } }).data.doctors;
    expect(doctors.length).toBeGreaterThan(1);
    const values = doctors.map(key);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    await page.waitForURL(`**sort=${sort}**`);
    // The whole list, not its first card: two orders may begin with the same doctor, and the cards are
    // replaced in a transition.
    const shown = () => cardLinks(page).evaluateAll((links) => links.slice(0, 5).map((a) => a.getAttribute('href')));
    await expect.poll(shown).toEqual(doctors.slice(0, 5).map((d) => `/find/doctors/${d.id}`));
    firsts.add(doctors.map((d) => d.id).join(','));
  }
  expect(firsts.size).toBeGreaterThan(1);
});

test('each filter narrows the list to doctors that match it, and a shared link shows the same results', async ({ page, context, stack }) => {
  const specializationCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/upn/doctors/specializations')) specializationCalls.push(r.url());
  });
  await page.goto(`/find/doctors`);
  await expect(cardLinks(page).first()).toBeVisible();
  // On a phone the first screen shows doctors; the filters fold behind a button, and their code
  // (with the specialization list it asks for) loads when the button is first used.
  const firstCard = (await cardLinks(page).first().boundingBox())!;
  expect(firstCard.y).toBeLessThan(740);
  await expect(page.locator('select[name="city"]')).toHaveCount(0);
  expect(specializationCalls).toEqual([]);
  const toggle = page.getByRole('button', { name: 'Filters', exact: true });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('select[name="city"]')).toBeVisible();
  await expect.poll(() => specializationCalls.length).toBe(1);
  const choose = async (name: string, value: string) => {
    const [res] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/v1/upn/get-doctors') && r.url().includes(`${name}=${value}`) && r.status() === 200),
      page.locator(`select[name="${name}"]`).selectOption(value),
    ]);
    await page.waitForURL(`**${name}=${value}**`);
    const data = ((await res.json()) as { data: { doctors: (Card & { city: string | null; nextAvailableAt: string | null })[]; pagination: { total: number } } }).data;
    const hrefs = data.doctors.slice(0, 5).map((d) => `/find/doctors/${d.id}`);
    await expect.poll(async () => cardLinks(page).evaluateAll((links) => links.slice(0, 5).map((a) => a.getAttribute('href')))).toEqual(hrefs);
    return data;
  };
  const all = await api<{ pagination: { total: number } }>(stack, '/api/v1/upn/get-doctors');

  const inCity = await choose('city', 'Pokhara');
  expect(inCity.doctors.length).toBeGreaterThan(0);
  expect(inCity.pagination.total).toBeLessThan(all.pagination.total);
  expect(new Set(inCity.doctors.map((d) => d.city))).toEqual(new Set(['Pokhara']));

  const paid = await choose('fee', 'paid');
  expect(paid.doctors.every((d) => d.consultationFeePaisa > 0 && d.city === 'Pokhara')).toBe(true);

  const soon = await choose('availability', 'next_7_days');
  expect(soon.doctors.length).toBeGreaterThan(0);
  expect(soon.doctors.every((d) => d.nextAvailableAt !== null && Date.parse(d.nextAvailableAt) < Date.now() + 8 * 86_400_000)).toBe(true);
  expect(soon.pagination.total).toBeLessThanOrEqual(paid.pagination.total);
  // The filters in force are chips; the button counts them.
  const chips = page.getByRole('list', { name: 'Filters in use' }).getByRole('listitem');
  const chipTexts = async () => (await chips.allInnerTexts()).map((text) => text.replace('×', '').trim());
  await expect.poll(chipTexts).toEqual(['City: Pokhara', 'Availability: Next 7 days', 'Fee: Paid']);
  await expect(page.getByRole('button', { name: 'Filters (3)' })).toBeVisible();

  // The same link, opened afresh, shows the same doctors in the same order.
  const shown = await cardLinks(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  const shared = await context.newPage();
  await shared.goto(page.url());
  await expect.poll(async () => cardLinks(shared).evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(shown);
  await expect(shared.locator('select[name="city"]')).toHaveValue('Pokhara');
  await expect(shared.locator('select[name="availability"]')).toHaveValue('next_7_days');

  // A chip's × removes that filter only.
  await page.getByRole('button', { name: 'Remove filter: Fee' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.has('fee')).toBe(false);
  expect(new URL(page.url()).searchParams.get('city')).toBe('Pokhara');
  await expect.poll(chipTexts).toEqual(['City: Pokhara', 'Availability: Next 7 days']);
});

for (const locale of ['en', 'ne'] as const) {
  test.describe(`in ${locale === 'en' ? 'English' : 'Nepali'}`, () => {
    test.use({ appLocale: locale });

    test('the find page and a profile pass axe', async ({ page, stack, axe }) => {
      const { doctors } = await api<{ doctors: Card[] }>(stack, '/api/v1/upn/get-doctors?pageSize=1');
      await page.goto(`/find/doctors`);
      await expect(cardLinks(page).first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByLabel(ui(locale, 'Sort by'))).toBeVisible();
      await axe(`/find/doctors (${locale})`, page);
      await page.goto(`/find/doctors/${doctors[0]!.id}`);
      // In Nepali the name is in Devanagari (the directory has both scripts).
      const lastName = locale === 'ne' && doctors[0]!.lastNameNe ? doctors[0]!.lastNameNe : doctors[0]!.lastName;
      await expect(page.getByRole('heading', { level: 1 }).filter({ hasText: lastName })).toBeVisible();
      const reviewsTab = page.getByRole('tab', { name: ui(locale, 'Reviews') });
      await expect(reviewsTab).toBeVisible();
      // On a 360 px phone the last tab is on screen (it used to start past the edge, with no hint).
      const box = (await reviewsTab.boundingBox())!;
      expect(box.x + box.width, locale).toBeLessThanOrEqual(360);
      await axe(`doctor profile (${locale})`, page);
    });
  });
}

test("paints the doctor's name before any script has run, at the size of the page's own heading", async ({ page, stack }) => {
  const { doctors } = await api<{ doctors: Card[] }>(stack, '/api/v1/upn/get-doctors?sort=experience&pageSize=1');
  const doctor = doctors[0]!;
  const title = `Dr. ${[doctor.firstName, doctor.middleName, doctor.lastName].filter(Boolean).join(' ')}`;
  const textBox = (locator: ReturnType<Page['locator']>) => locator.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const { width, height } = range.getBoundingClientRect();
    return { width: Math.round(width), height: Math.round(height) };
  });
  // The app's scripts never arrive (a very slow network): what is on screen is index.html's skeleton.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(`/find/doctors/${doctor.id}`);
  // The loading state shows the logo and a spinner (spec 2) until the app arrives.
  await expect(page.locator('.sk-bar .sk-logo')).toBeVisible();
  await expect(page.locator('.sk-bar .sk-spin')).toBeVisible();
  const skeleton = page.locator('.sk-dtitle .sk-en');
  await expect(skeleton).toBeVisible();
  await expect(skeleton).toHaveText(title);
  const painted = await textBox(skeleton);

  await page.unroute('**/assets/*.js');
  await page.reload();
  const heading = page.getByRole('heading', { level: 1, name: title });
  await expect(heading).toBeVisible();
  // The same text at the same size: the app's heading is no larger a paint than the skeleton's.
  expect(await textBox(heading)).toEqual(painted);
});

test("cards say 'No ratings yet' for an unrated doctor and show a doctor's discount as Rs. and percent off (phone)", async ({ page, stack }) => {
  // The list, page by page, as the find page shows it (default order).
  type Listed = Card & { votes: number; discountPercent: number };
  let unrated: { doctor: Listed; page: number } | undefined;
  let discounted: { doctor: Listed; page: number } | undefined;
  for (let n = 1; n <= 40 && !(unrated && discounted); n += 1) {
    const { doctors } = await api<{ doctors: Listed[] }>(stack, `/api/v1/upn/get-doctors?page=${n}`);
    const none = doctors.find((d) => d.votes === 0);
    const promo = doctors.find((d) => d.discountPercent > 0 && d.consultationFeePaisa > 0);
    if (none && !unrated) unrated = { doctor: none, page: n };
    if (promo && !discounted) discounted = { doctor: promo, page: n };
  }
  const cardOf = (id: string) => page.locator('article').filter({ has: page.locator(`a[href="/find/doctors/${id}"]`) });
  await page.goto(`/find/doctors${unrated!.page > 1 ? `?page=${unrated!.page}` : ''}`);
  const plain = cardOf(unrated!.doctor.id);
  await expect(plain.getByText('No ratings yet')).toBeVisible();
  expect(await plain.innerText()).not.toContain('0 votes');
  await page.goto(`/find/doctors${discounted!.page > 1 ? `?page=${discounted!.page}` : ''}`);
  const fee = cardOf(discounted!.doctor.id).getByTestId('discounted-fee');
  await expect(fee).toBeVisible();
  await expect(fee).toContainText(`off (${discounted!.doctor.discountPercent}%)`);
});

test("shows each tab of a doctor's profile", async ({ page, stack }) => {
  const { doctors } = await api<{ doctors: Card[] }>(stack, '/api/v1/upn/get-doctors?sort=rating&pageSize=5');
  const doctor = await api<Details>(stack, `/api/v1/upn/get-doctor-details/${doctors[0]!.id}`);
  const { reviews } = await api<{ reviews: { experience: string | null }[] }>(stack, `/api/v1/upn/reviews/${doctor.id}`);
  await page.goto(`/find/doctors/${doctor.id}`);
  await expect(page.getByRole('heading', { level: 1 }).filter({ hasText: doctor.lastName })).toBeVisible();
  // Profile (first tab): biography.
  await expect(page.getByText(doctor.biography.slice(0, 40)).first()).toBeVisible();
  await page.getByRole('tab', { name: 'Location' }).click();
  if (doctor.clinics[0]) {
    await expect(page.getByRole('heading', { name: doctor.clinics[0].name })).toBeVisible();
    const href = await page.locator('a[href^="https://www.google.com/maps/search/"]').first().getAttribute('href');
    expect(href).toContain('api=1&query=');
  }
  await page.getByRole('tab', { name: 'Health feed' }).click();
  if (doctor.healthFeed[0]) await expect(page.getByRole('heading', { name: doctor.healthFeed[0].title })).toBeVisible();
  else await expect(page.getByText('No posts yet')).toBeVisible();
  await page.getByRole('tab', { name: 'Reviews' }).click();
  const firstText = reviews.find((r) => r.experience)?.experience;
  if (firstText) await expect(page.getByText(firstText.slice(0, 30)).first()).toBeVisible();
  else await expect(page.getByText('No reviews yet')).toBeVisible();
});

test('lists pharmacies and diagnostic centres with the sort kept in the URL', async ({ page }) => {
  const [first] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/v1/upn/get-pharmacies') && r.status() === 200),
    page.goto(`/find/pharmacy`),
  ]);
  await page.waitForURL('**/find/pharmacies');
  const { pharmacies } = ((await first.json()) as { data: { pharmacies: { name: string }[] } }).data;
  if (pharmacies[0]) await expect(page.getByRole('heading', { level: 2, name: pharmacies[0].name }).first()).toBeVisible();
  else await expect(page.getByText('No results found')).toBeVisible();
  const [byName] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/v1/upn/get-pharmacies') && r.url().includes('sort=name') && r.status() === 200),
    page.getByLabel('Sort by').selectOption('name'),
  ]);
  await page.waitForURL('**sort=name**');
  const named = ((await byName.json()) as { data: { pharmacies: { name: string }[] } }).data.pharmacies.map((p) => p.name);
  const headings = page.getByRole('heading', { level: 2 });
  if (named[0]) await expect.poll(async () => headings.first().innerText()).toBe(named[0]);

  await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/v1/upn/get-diagnostic-centres') && r.status() === 200),
    page.goto(`/find/diagnostics?openNow=true`),
  ]);
  await expect(page.getByRole('heading', { level: 1, name: 'Diagnostic centres' })).toBeVisible();
  await expect(page.getByLabel('Open now')).toBeChecked();
});
