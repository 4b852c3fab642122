// A slow phone (6× CPU throttling) whose patient opens a doctor's profile, the prescriptions and the
// appointments and goes on the moment each shows its data (0 ms: the page itself navigates as soon
// as the data is on screen), then opens each with no signal: every one shows its data. The answers
// can come before the device store has started on the page (the sign-in check and the store's
// libraries load first); src/lib/offline/persist-early.ts keeps them then.
import { DEMO_PATIENT } from '../../server/db/seed/demo-account';
import { throttledLaunchOptions } from './browser';
import { expect, test } from './fixtures';
import { waitForServiceWorker } from './support/installability';
import { hasSaved, linkOf, savedQueries } from './support/network';

test.use({ launchOptions: throttledLaunchOptions() });

type Leave = { path: string; selector: string; next: string; name: string };

test('pages left the moment their data shows, on a slow phone, show their data offline', async ({ page, context, stack, world, signInAs }) => {
  test.setTimeout(180_000);
  await signInAs(page, DEMO_PATIENT.email, DEMO_PATIENT.password);
  const doctorPath = `/find/doctors/${world.doctor.id}`;
  const plan: Leave[] = [
    { name: 'doctor', path: doctorPath, selector: 'h1#doctor-name', next: '/prescription' },
    { name: 'prescription', path: '/prescription', selector: 'main li h2', next: '/appointments' },
    { name: 'appointment', path: '/appointments', selector: 'main li h2', next: '/family' },
  ];
  // Each page of the plan leaves for the next as soon as its data is on screen, noting what it showed
  // and whether the device store had already saved anything of this page (a leftEarly entry says it had not).
  await context.addInitScript((steps: Leave[]) => {
    const step = steps.find((s) => s.path === location.pathname);
    if (!step || sessionStorage.getItem(`e2e.left:${step.name}`)) return;
    const look = () => {
      const el = document.querySelector(step.selector);
      const text = el?.textContent?.trim();
      if (!text) return false;
      sessionStorage.setItem(`e2e.left:${step.name}`, text);
      location.assign(step.next);
      return true;
    };
    const observer = new MutationObserver(() => {
      if (look()) observer.disconnect();
    });
    observer.observe(document, { subtree: true, childList: true, characterData: true });
  }, plan);

  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.goto(doctorPath);
  await page.waitForURL('**/family', { timeout: 90_000 });
  const shown = Object.fromEntries(await Promise.all(plan.map(async (s) => [s.name, await page.evaluate((k) => sessionStorage.getItem(k), `e2e.left:${s.name}`)] as const)));
  for (const s of plan) expect(shown[s.name], s.name).toBeTruthy();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  // Detached: while this session stayed attached, a page opened after setOffline read navigator.onLine
  // as true (no offline banner, no notice), though its requests failed.
  await cdp.detach();

  // The page the patient went on to has taken in what the pages left kept, and saved it.
  await expect.poll(async () => {
    const saved = await savedQueries(page, DEMO_PATIENT.uid);
    return ['"get-doctor-details"', '"prescriptions"', '"appointments"'].filter((part) => !hasSaved(saved, part));
  }, { timeout: 20_000 }).toEqual([]);
  await waitForServiceWorker(page);

  const link = await linkOf(context, [new URL(stack.appUrl).host, stack.emulatorHost]);
  await link.set(false);
  await page.goto(doctorPath);
  await expect(page.getByRole('heading', { level: 1, name: shown['doctor']!, exact: true })).toBeVisible();
  await page.goto('/prescription');
  await expect(page.locator('main li h2').filter({ hasText: shown['prescription']! }).first()).toBeVisible();
  await page.goto('/appointments');
  await expect(page.locator('main li h2').filter({ hasText: shown['appointment']! }).first()).toBeVisible();
  await expect(page.getByText(/Offline — showing data from /).first()).toBeVisible();
  await link.set(true);
});
