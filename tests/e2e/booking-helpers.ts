// Helpers of the booking journeys that still run under vitest: the booking world (support/world.ts,
// shared with the Playwright journeys) and the axe helper.
export * from './support/world';
export { expectNoAxeViolations } from './support/axe';
