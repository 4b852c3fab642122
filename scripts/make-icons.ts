// One-off: draw the app icons (public/icons/*.png) and the favicon from the Swasthya mark.
// Run with `npx tsx scripts/make-icons.ts` (needs Chromium: CHROME_PATH or /usr/bin/chromium).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const PRIMARY = '#0b6e4f';
// The mark of src/ui/FullScreenLoader/Logo.tsx (a heart with a cross), on a 48-unit grid.
const HEART = 'M24 43s-16-9.6-16-22.2C8 14.3 12.6 10 18 10c2.7 0 4.9 1.2 6 3.2C25.1 11.2 27.3 10 30 10c5.4 0 10 4.3 10 10.8C40 33.4 24 43 24 43z';
const CROSS = 'M21.5 17h5v5.5H32v5h-5.5V33h-5v-5.5H16v-5h5.5z';

/** White heart with a green cross on a green tile; `scale` is the mark's share of the tile. */
function tile(size: number, { rounded, scale }: { rounded: boolean; scale: number }): string {
  const mark = 48 * scale;
  const offset = (48 - mark) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 48 48">
  <rect width="48" height="48" rx="${rounded ? 10 : 0}" fill="${PRIMARY}"/>
  <g transform="translate(${offset} ${offset + scale * 0.5}) scale(${scale})">
    <path d="${HEART}" fill="#ffffff"/>
    <path d="${CROSS}" fill="${PRIMARY}"/>
  </g>
</svg>`;
}

const favicon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><path d="${HEART}" fill="${PRIMARY}"/><path d="${CROSS}" fill="#fff"/></svg>\n`;

const outDir = path.resolve('public/icons');
mkdirSync(outDir, { recursive: true });
writeFileSync(path.resolve('public/favicon.svg'), favicon);

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  const icons: [string, number, string][] = [
    ['icon-192.png', 192, tile(192, { rounded: true, scale: 0.8 })],
    ['icon-512.png', 512, tile(512, { rounded: true, scale: 0.8 })],
    // Maskable: full-bleed background, mark inside the 80 % safe circle.
    ['icon-maskable-512.png', 512, tile(512, { rounded: false, scale: 0.75 })],
    ['apple-touch-icon-180.png', 180, tile(180, { rounded: false, scale: 0.8 })],
  ];
  for (const [name, size, svg] of icons) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`);
    await page.locator('svg').screenshot({ path: path.join(outDir, name), omitBackground: true });
    console.log(`wrote public/icons/${name}`);
  }
} finally {
  await browser.close();
}
