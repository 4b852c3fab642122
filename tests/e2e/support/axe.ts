// The axe check of the journeys that still run under vitest (the scan itself is support/axe-scan.ts).
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './axe-scan';

export { settleAnimations } from './axe-scan';

export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  expect(await axeViolations(page), `axe on ${label}`).toEqual([]);
}
