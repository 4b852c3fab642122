// Where the journeys' screenshots go (looked at by people, at 360 px in both languages and themes).
import type { Page } from '@playwright/test';

export const SCREENSHOTS = 'tests/output/screenshots';

/** A full-page screenshot of the booking journeys, named `booking-<name>.png`. */
export async function bookingShot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SCREENSHOTS}/booking-${name}.png`, fullPage: true });
}
