// A deploy invalidates what it must (issue 26): a phone that saved the patient's answers under build A
// opens build B, whose contract changed. Build B drops build A's entry (the buster is the build id,
// not package.json's version) instead of showing the old shape, and shows fresh data from the server.
// Build A is simulated the way it was: an entry busted by `uid:0.1.0` (what every build wrote before
// the build id), holding a profile of another shape (a date of birth as text, another first name).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { emulatorSignIn } from './support/session';
import { PASSWORD } from './support/world';
import { persistKey, storedKeys, storedValue, writeStored } from './support/network';

type Entry = { buster: string; writer?: string; clientState: { queries: { queryKey: unknown[]; state: { data?: unknown } }[] } };

/** The raw entry under `key`, or null. */
async function readEntry(page: Page, key: string): Promise<Entry | null> {
  const text = await storedValue(page, key);
  return typeof text === 'string' ? (JSON.parse(text) as Entry) : null;
}

const firstName = (page: Page) => page.getByRole('form', { name: 'Profile' }).getByLabel(/^First name\*?$/);
const isProfile = (q: { queryKey: unknown[] }) => q.queryKey[0] === 'patient' && q.queryKey[2] === 'get-patient-detail';

test('a cache saved by an earlier build is dropped, not shown: the new build shows fresh data', async ({ page, context, patient, signInAs, stack }) => {
  const { uid } = await emulatorSignIn(stack.emulatorHost, patient.email, PASSWORD);
  const key = persistKey(uid);
  await signInAs(page, patient.email);

  // Build B's id, as Settings → About shows it; its entry is busted by it.
  await page.goto('/settings/about');
  const shown = (await page.getByTestId('build-id').textContent()) ?? '';
  const buildId = /[0-9a-f]{12}/.exec(shown)?.[0];
  expect(buildId, shown).toBeTruthy();
  await page.goto('/settings/profile');
  await expect(firstName(page)).toHaveValue('Hari');
  await expect.poll(async () => {
    const entry = await readEntry(page, key);
    return entry ? { buster: entry.buster, profile: entry.clientState.queries.some((q) => isProfile(q) && q.state.data !== undefined) } : null;
  }).toEqual({ buster: `${uid}:${buildId}`, profile: true });

  // Off the app (a static file of the origin: no app code runs there), the entry becomes build A's.
  await page.goto('/robots.txt');
  const saved = (await readEntry(page, key))!;
  const buildA: Entry = {
    ...saved,
    buster: `${uid}:0.1.0`,
    writer: 'build-a',
    clientState: {
      ...saved.clientState,
      queries: saved.clientState.queries.map((q) =>
        isProfile(q) ? { ...q, state: { ...q.state, data: { ...(q.state.data as object), firstName: 'Purano', dateOfBirth: '1990-01-01' } } } : q),
    },
  };
  // Build A left nothing else behind: no last-moment saves of its pages (query-cache-left:<uid>…, busted
  // by build A they would be dropped too) and no early keep (swasthya.leftEarly, from before the store ran).
  await page.evaluate(() => localStorage.removeItem('swasthya.leftEarly'));
  const leftovers = await storedKeys(page, `query-cache-left:${uid}`);
  await writeStored(page, { [key]: JSON.stringify(buildA), ...Object.fromEntries(leftovers.map((k) => [k, null])) });
  expect((await readEntry(page, key))?.buster).toBe(`${uid}:0.1.0`);

  // Build B opens with the profile's answer held back: only the device's copy could show now.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => { release = resolve; });
  await context.route(/\/api\/v1\/patient\/user\/get-patient-detail/, async (route) => {
    await held;
    await route.fallback();
  });
  await page.goto('/settings/profile');
  // The new page restored (or dropped) the device's copy and saved its own entry, busted by build B.
  await expect.poll(async () => (await readEntry(page, key))?.buster).toBe(`${uid}:${buildId}`);
  const after = (await readEntry(page, key))!;
  expect(JSON.stringify(after)).not.toContain('Purano');
  expect(after.clientState.queries.filter(isProfile).every((q) => q.state.data === undefined)).toBe(true);
  await expect(page.getByText('Purano')).toHaveCount(0);
  if (await firstName(page).count()) await expect(firstName(page)).not.toHaveValue('Purano');

  // The server's answer arrives: fresh data, in the current shape.
  release();
  await expect(firstName(page)).toHaveValue('Hari');
  await expect.poll(async () => (await readEntry(page, key))?.clientState.queries.find(isProfile)?.state.data).toMatchObject({ firstName: 'Hari' });
});
