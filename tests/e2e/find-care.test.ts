// Find care: sort orders against the API data, the profile tabs, favourites and reviews (issue 4).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEMO_PATIENT } from '../../server/db/seed/demo-account';
import { launchBrowser, phoneContext } from './browser';
import { adminAuth, apiKeyOf, closeAdmin, idTokenFor, registerPatient, uniqueEmail } from './support/accounts';
import { expectNoAxeViolations } from './booking-helpers';
import { appContext } from './support/browser-prefs';
import { ui } from './support/i18n';

let browser: Browser;
const appUrl = inject('appUrl');
const emulatorHost = inject('e2eAuthEmulatorHost');
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(async () => {
  await browser?.close();
  await closeAdmin();
});

type Card = { id: string; firstName: string; middleName: string | null; lastName: string; lastNameNe?: string | null; experienceYears: number; consultationFeePaisa: number; ratingAvg: number; votes: number };
type Details = Card & {
  biography: string;
  clinics: { name: string; latitude: number | null }[];
  healthFeed: { title: string }[];
};

async function api<T>(path: string, token?: string): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', 'x-api-key': await apiKeyOf(appUrl) };
  if (token) headers['authorization'] = `Bearer ${token}`;
  const res = await fetch(`${appUrl}${path}`, { headers });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}

async function signIn(page: Page, email: string, password: string, to: string): Promise<void> {
  await page.goto(`${appUrl}/signin?redirect=${encodeURIComponent(to)}`);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(`**${to}`);
}

const cardLinks = (page: Page) => page.locator('article h2 a[href^="/find/doctors/"], article h3 a[href^="/find/doctors/"]');

describe('find care', () => {
  it('each sort order changes the list in the order of the API data', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(`${appUrl}/find/doctors`);
    await cardLinks(page).first().waitFor();
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
    await context.close();
  });

  it('each filter narrows the list to doctors that match it, and a shared link shows the same results', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(`${appUrl}/find/doctors`);
    await cardLinks(page).first().waitFor();
    // On a phone the first screen shows doctors; the filters fold behind a button.
    const firstCard = (await cardLinks(page).first().boundingBox())!;
    expect(firstCard.y).toBeLessThan(740);
    expect(await page.locator('select[name="city"]').isVisible()).toBe(false);
    const toggle = page.getByRole('button', { name: 'Filters', exact: true });
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
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
    const all = await api<{ pagination: { total: number } }>('/api/v1/upn/get-doctors');

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
    await page.getByRole('button', { name: 'Filters (3)' }).waitFor();

    // The same link, opened afresh, shows the same doctors in the same order.
    const shown = await cardLinks(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    const shared = await context.newPage();
    await shared.goto(page.url());
    await expect.poll(async () => cardLinks(shared).evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(shown);
    expect(await shared.locator('select[name="city"]').inputValue()).toBe('Pokhara');
    expect(await shared.locator('select[name="availability"]').inputValue()).toBe('next_7_days');

    // A chip's × removes that filter only.
    await page.getByRole('button', { name: 'Remove filter: Fee' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.has('fee')).toBe(false);
    expect(new URL(page.url()).searchParams.get('city')).toBe('Pokhara');
    await expect.poll(chipTexts).toEqual(['City: Pokhara', 'Availability: Next 7 days']);
    await context.close();
  });

  it('the find page and a profile pass axe, in English and in Nepali', async () => {
    const { doctors } = await api<{ doctors: Card[] }>('/api/v1/upn/get-doctors?pageSize=1');
    for (const locale of ['en', 'ne'] as const) {
      const context = await appContext(browser, { locale });
      const page = await context.newPage();
      await page.goto(`${appUrl}/find/doctors`);
      await cardLinks(page).first().waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe(locale);
      await page.getByLabel(ui(locale, 'Sort by')).waitFor();
      await expectNoAxeViolations(page, `/find/doctors (${locale})`);
      await page.goto(`${appUrl}/find/doctors/${doctors[0]!.id}`);
      // In Nepali the name is in Devanagari (the directory has both scripts).
      const lastName = locale === 'ne' && doctors[0]!.lastNameNe ? doctors[0]!.lastNameNe : doctors[0]!.lastName;
      await page.getByRole('heading', { level: 1 }).filter({ hasText: lastName }).waitFor();
      const reviewsTab = page.getByRole('tab', { name: ui(locale, 'Reviews') });
      await reviewsTab.waitFor();
      // On a 360 px phone the last tab is on screen (it used to start past the edge, with no hint).
      const box = (await reviewsTab.boundingBox())!;
      expect(box.x + box.width, locale).toBeLessThanOrEqual(360);
      await expectNoAxeViolations(page, `doctor profile (${locale})`);
      await context.close();
    }
  });

  it("paints the doctor's name before any script has run, at the size of the page's own heading", async () => {
    const { doctors } = await api<{ doctors: Card[] }>('/api/v1/upn/get-doctors?sort=experience&pageSize=1');
    const doctor = doctors[0]!;
    const title = `Dr. ${[doctor.firstName, doctor.middleName, doctor.lastName].filter(Boolean).join(' ')}`;
    const textBox = (locator: ReturnType<Page['locator']>) => locator.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const { width, height } = range.getBoundingClientRect();
      return { width: Math.round(width), height: Math.round(height) };
    });
    const context = await phoneContext(browser);
    const page = await context.newPage();
    // The app's scripts never arrive (a very slow network): what is on screen is index.html's skeleton.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${appUrl}/find/doctors/${doctor.id}`);
    // The loading state shows the logo and a spinner (spec 2) until the app arrives.
    await page.locator('.sk-bar .sk-logo').waitFor();
    await page.locator('.sk-bar .sk-spin').waitFor();
    const skeleton = page.locator('.sk-dtitle .sk-en');
    await skeleton.waitFor();
    expect(await skeleton.innerText()).toBe(title);
    const painted = await textBox(skeleton);

    await page.unroute('**/assets/*.js');
    await page.reload();
    const heading = page.getByRole('heading', { level: 1, name: title });
    await heading.waitFor();
    // The same text at the same size: the app's heading is no larger a paint than the skeleton's.
    expect(await textBox(heading)).toEqual(painted);
    await context.close();
  });

  it("cards say 'No ratings yet' for an unrated doctor and show a doctor's discount as Rs. and percent off (phone)", async () => {
    // The list, page by page, as the find page shows it (default order).
    type Listed = Card & { votes: number; discountPercent: number };
    let unrated: { doctor: Listed; page: number } | undefined;
    let discounted: { doctor: Listed; page: number } | undefined;
    for (let n = 1; n <= 40 && !(unrated && discounted); n += 1) {
      const { doctors } = await api<{ doctors: Listed[] }>(`/api/v1/upn/get-doctors?page=${n}`);
      const none = doctors.find((d) => d.votes === 0);
      const promo = doctors.find((d) => d.discountPercent > 0 && d.consultationFeePaisa > 0);
      if (none && !unrated) unrated = { doctor: none, page: n };
      if (promo && !discounted) discounted = { doctor: promo, page: n };
    }
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const cardOf = (id: string) => page.locator('article').filter({ has: page.locator(`a[href="/find/doctors/${id}"]`) });
    await page.goto(`${appUrl}/find/doctors${unrated!.page > 1 ? `?page=${unrated!.page}` : ''}`);
    const plain = cardOf(unrated!.doctor.id);
    await plain.getByText('No ratings yet').waitFor();
    expect(await plain.innerText()).not.toContain('0 votes');
    await page.goto(`${appUrl}/find/doctors${discounted!.page > 1 ? `?page=${discounted!.page}` : ''}`);
    const fee = cardOf(discounted!.doctor.id).getByTestId('discounted-fee');
    await fee.waitFor();
    expect(await fee.innerText()).toContain(`off (${discounted!.doctor.discountPercent}%)`);
    await context.close();
  });

  it("shows each tab of a doctor's profile", async () => {
    const { doctors } = await api<{ doctors: Card[] }>('/api/v1/upn/get-doctors?sort=rating&pageSize=5');
    const doctor = await api<Details>(`/api/v1/upn/get-doctor-details/${doctors[0]!.id}`);
    const { reviews } = await api<{ reviews: { experience: string | null }[] }>(`/api/v1/upn/reviews/${doctor.id}`);
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(`${appUrl}/find/doctors/${doctor.id}`);
    await page.getByRole('heading', { level: 1 }).filter({ hasText: doctor.lastName }).waitFor({ timeout: 15_000 }).catch(async (err: unknown) => {
      throw new Error(`${String(err)}\n--- page text ---\n${await page.locator('body').innerText()}`);
    });
    // Profile (first tab): biography.
    await page.getByText(doctor.biography.slice(0, 40)).first().waitFor();
    await page.getByRole('tab', { name: 'Location' }).click();
    if (doctor.clinics[0]) {
      await page.getByRole('heading', { name: doctor.clinics[0].name }).waitFor();
      const href = await page.locator('a[href^="https://www.google.com/maps/search/"]').first().getAttribute('href');
      expect(href).toContain('api=1&query=');
    }
    await page.getByRole('tab', { name: 'Health feed' }).click();
    if (doctor.healthFeed[0]) await page.getByRole('heading', { name: doctor.healthFeed[0].title }).waitFor();
    else await page.getByText('No posts yet').waitFor();
    await page.getByRole('tab', { name: 'Reviews' }).click();
    const firstText = reviews.find((r) => r.experience)?.experience;
    if (firstText) await page.getByText(firstText.slice(0, 30)).first().waitFor();
    else await page.getByText('No reviews yet').waitFor();
    await context.close();
  });

  it('the demo patient favourites and un-favourites a doctor and /favourites follows', async () => {
    const { doctors } = await api<{ doctors: Card[] }>('/api/v1/upn/get-doctors?sort=experience&pageSize=5');
    const token = await idTokenFor(emulatorHost, DEMO_PATIENT.email, DEMO_PATIENT.password);
    const current = await api<{ doctors: { id: string }[] }>('/api/v1/patient/favourite-doctor/list', token);
    const doctor = doctors.find((d) => !current.doctors.some((f) => f.id === d.id))!;
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await signIn(page, DEMO_PATIENT.email, DEMO_PATIENT.password, `/find/doctors/${doctor.id}`);
    const heart = page.getByRole('button', { name: /^Favourite: Dr\./ });
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('false');
    await Promise.all([
      page.waitForResponse((r) => r.url().includes(`/favourite-doctor/create/${doctor.id}`) && r.ok()),
      heart.click(),
    ]);
    expect(await heart.getAttribute('aria-pressed')).toBe('true');

    await page.goto(`${appUrl}/favourites`);
    const card = page.locator('li').filter({ has: page.locator(`a[href="/find/doctors/${doctor.id}"]`) });
    await card.waitFor();
    expect(await card.innerText()).toMatch(/Trust score: \d+\/100/);
    expect(await card.innerText()).toContain(`${doctor.experienceYears} year`);
    await Promise.all([
      page.waitForResponse((r) => r.url().includes(`/favourite-doctor/remove/${doctor.id}`) && r.ok()),
      card.getByRole('button', { name: /^Favourite: Dr\./ }).click(),
    ]);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Favourite doctors' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.locator(`a[href="/find/doctors/${doctor.id}"]`).count()).toBe(0);
    await context.close();
  });

  it('the demo patient reviews the doctor of a completed appointment and finds the review', async () => {
    const token = await idTokenFor(emulatorHost, DEMO_PATIENT.email, DEMO_PATIENT.password);
    const { appointments } = await api<{ appointments: { doctor: { id: string } }[] }>(
      '/api/v1/patient/appointment/list?status=completed', token);
    let doctorId: string | undefined;
    for (const a of appointments) {
      const answer = await api<{ canReview: boolean }>(`/api/v1/patient/patient-feedback/can-review/${a.doctor.id}`, token);
      if (answer.canReview) {
        doctorId = a.doctor.id;
        break;
      }
    }
    expect(doctorId, 'a completed appointment not yet reviewed').toBeTruthy();
    const before = await api<Details>(`/api/v1/upn/get-doctor-details/${doctorId}`);
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await signIn(page, DEMO_PATIENT.email, DEMO_PATIENT.password, `/find/doctors/${doctorId}`);
    await page.getByRole('tab', { name: 'Reviews' }).click();
    await page.getByRole('button', { name: 'Write a review' }).click();
    const dialog = page.getByRole('dialog');
    // Nothing is sent until the required answers are given.
    await dialog.getByRole('button', { name: 'Submit review' }).click();
    await dialog.getByText('Choose a rating.').waitFor();
    const text = `Very kind doctor, explained everything clearly ${Date.now()}`;
    await dialog.getByLabel('Yes', { exact: true }).check();
    await dialog.getByLabel('How long did you wait?').selectOption('15_30');
    await dialog.getByLabel('Doctor friendliness').check();
    // The star radios are visually hidden: choose five stars with the keyboard, as a phone user without a pointer would.
    await dialog.getByLabel('1 star', { exact: true }).focus();
    await page.keyboard.press('End');
    await dialog.getByText('Very satisfied').waitFor();
    await dialog.getByLabel('Your experience').fill(text);
    const [created] = await Promise.all([
      page.waitForResponse((r) => r.url().includes(`/patient-feedback/create/${doctorId}`) && r.ok()),
      dialog.getByRole('button', { name: 'Submit review' }).click(),
    ]);
    const { doctor: updated } = ((await created.json()) as { data: { doctor: { votes: number } } }).data;
    expect(updated.votes).toBeGreaterThan(before.votes);
    await page.getByText(text).waitFor();
    await page.getByText(`${DEMO_PATIENT.firstName} ${DEMO_PATIENT.lastName.slice(0, 1)}.`).first().waitFor();
    await page.getByText('You have already reviewed your appointments with this doctor. Thank you!').waitFor();
    // The profile's rating and votes follow without a reload.
    await expect.poll(async () => page.locator('section[aria-labelledby="doctor-name"]').innerText()).toContain(`${updated.votes} votes`);
    await context.close();
  });

  it('a new patient with no appointment is told why the review form is closed', async () => {
    const email = uniqueEmail('noreview');
    const password = 'Sagar@2083';
    await registerPatient(appUrl, { email, password });
    const user = await adminAuth(emulatorHost).getUserByEmail(email);
    await adminAuth(emulatorHost).updateUser(user.uid, { emailVerified: true });
    const { doctors } = await api<{ doctors: Card[] }>('/api/v1/upn/get-doctors?pageSize=1');
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await signIn(page, email, password, `/find/doctors/${doctors[0]!.id}`);
    await page.getByRole('tab', { name: 'Reviews' }).click();
    await page.getByText('You can review a doctor after a completed appointment with them.').waitFor();
    expect(await page.getByRole('button', { name: 'Write a review' }).count()).toBe(0);
    await context.close();
  });

  it('lists pharmacies and diagnostic centres with the sort kept in the URL', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const [first] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/v1/upn/get-pharmacies') && r.status() === 200),
      page.goto(`${appUrl}/find/pharmacy`),
    ]);
    await page.waitForURL('**/find/pharmacies');
    const { pharmacies } = ((await first.json()) as { data: { pharmacies: { name: string }[] } }).data;
    if (pharmacies[0]) await page.getByRole('heading', { level: 2, name: pharmacies[0].name }).first().waitFor();
    else await page.getByText('No results found').waitFor();
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
      page.goto(`${appUrl}/find/diagnostics?openNow=true`),
    ]);
    await page.getByRole('heading', { level: 1, name: 'Diagnostic centres' }).waitFor();
    expect(await page.getByLabel('Open now').isChecked()).toBe(true);
    await context.close();
  });
});
