// The built app runs React (issue 27): the page the journeys open is rendered by ReactDOM's own
// reconciler, the same React the unit and component tests and `npm run dev` run, and no other runtime
// (the build once aliased react to a smaller look-alike, which reports React's version too).
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';

const REACT_DOM_VERSION = (JSON.parse(readFileSync('node_modules/react-dom/package.json', 'utf8')) as { version: string }).version;

test('the built app renders with React DOM', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script' && r.ok()) scripts.push(r.url());
  });
  await page.goto('/');
  const card = page.locator('a[href^="/find/doctors/"]').first();
  await expect(card).toBeVisible();

  // ReactDOM marks its root container and every element it made with its own keys.
  const marks = await page.evaluate(() => {
    const root = document.getElementById('root')!;
    const link = document.querySelector('a[href^="/find/doctors/"]')!;
    return {
      container: Object.keys(root).some((k) => k.startsWith('__reactContainer$')),
      fiber: Object.keys(link).some((k) => k.startsWith('__reactFiber$')),
      // The look-alike's own marks on what it renders.
      other: ['__k', '_children', '__P'].some((k) => k in root || k in link),
    };
  });
  expect(marks).toEqual({ container: true, fiber: true, other: false });

  // The first screen's scripts hold React DOM's reconciler at the installed version.
  const code = (await Promise.all(scripts.map(async (url) => (await page.request.get(url)).text()))).join('\n');
  expect(code).toMatch(/rendererPackageName:["'`]react-dom["'`]/);
  expect(code).toMatch(new RegExp(`reconcilerVersion:["'\`]${REACT_DOM_VERSION.replace(/\./g, '\\.')}`));
});
