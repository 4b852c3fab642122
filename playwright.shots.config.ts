// `npm run shots:console`: the console's screens at 360 px in both languages and themes
// (tests/e2e/console-screens.shots.ts), looked at by people; not part of `npm test` (the default
// config runs *.spec.ts only). The same stack, browser and phone as the journeys.
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

export default defineConfig({ ...base, testMatch: '**/*.shots.ts' });
