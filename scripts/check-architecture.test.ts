import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkArchitecture, importsOf } from './check-architecture';
import { removeTree, runCheck, runOnEachFixture, SPAWN_TIMEOUT_MS, writeTree } from './lib/check-fixtures';

// A small tree of the repository's shape: each file either breaks one rule or breaks none.
const FILES: Record<string, string> = {
  // breaches
  'src/features/favourites/components/FavouritesPage.tsx': `import { DoctorCard } from '../../doctors/components/DoctorCard';\nexport const x = DoctorCard;`,
  'src/features/doctors/api/lazy.ts': `export const load = () => import('@/features/reviews/components/ReviewsTab');`,
  'src/features/home/Home.test.tsx': `import { vi } from 'vitest';\nvi.mock('../offline/online', () => ({}));`,
  'src/lib/api-client.ts': `import type { Env } from '../../server/env';\nexport type E = Env;`,
  'server/modules/prescriptions/qr.test.ts': `export { codeFromHash } from '../../../src/features/prescriptions/verify';`,
  'contracts/doctor.ts': `import { format } from '../src/lib/format';\nexport const f = format;`,
  'contracts/files.ts': `import { readFileSync } from 'node:fs';\nimport path from 'path';\nexport const r = [readFileSync, path];`,
  'contracts/view.ts': `import { useState } from 'react';\nexport const s = useState;`,
  'src/ui/Card/Card.tsx': `import { DoctorCard } from '../../features/doctors/components/DoctorCard';\nexport const c = DoctorCard;`,
  'src/lib/query.ts': `import { registerOutboxWrites } from '../app/outbox-writes';\nexport const q = registerOutboxWrites;`,
  'src/features/doctors/components/DoctorLink.tsx': `import { Route } from '../../../routes/find/doctors';\nexport const r = Route;`,
  'server/db/seed/extras.ts': `import { renderNotice } from '../../modules/notifications/render';\nexport const r = renderNotice;`,
  'sw/policy.ts': `import { DoctorCard } from '../src/features/doctors/components/DoctorCard';\nimport { API } from '../src/lib/offline';\nexport const p = [DoctorCard, API];`,
  'tests/e2e/booking.spec.ts': `import { SlotPicker } from '../../src/features/appointments/booking/components/SlotPicker';\nimport { seed } from '../../server/db/seed/extras';\nexport const t = [SlotPicker, seed];`,
  'build/first-load.ts': `import { Button } from '../src/ui';\nexport const b = Button;`,
  // allowed
  'src/app/outbox-writes.ts': `import { defineOutboxWrite } from '../lib/outbox';\nexport const load = () => import('../features/appointments/booking/outbox');\nexport const d = defineOutboxWrite;`,
  'src/features/doctors/components/DoctorCard.tsx': `import { Button } from '../../../ui';\nimport { api } from '@/lib/api-client';\nimport { card } from './DoctorCard.css';\nimport * as v from 'valibot';\nimport type { Doctor } from '../../../../contracts/doctor';\nexport const all = [Button, api, card, v] as unknown as Doctor;`,
  'src/features/doctors/components/DoctorCard.css.ts': `export const card = 'card';`,
  // a sub-folder belongs to its feature: booking is part of appointments
  'src/features/appointments/labels.ts': `export const statusLabel = 'status';`,
  'src/features/appointments/booking/components/SlotPicker.tsx': `import { statusLabel } from '../../labels';\nimport { x } from '@/features/appointments/search';\nexport const s = [statusLabel, x];`,
  'src/features/appointments/search.ts': `export const x = 1;`,
  'src/routes/find/doctors.tsx': `import { DoctorCard } from '../../features/doctors/components/DoctorCard';\nimport { FavouriteButton } from '@/features/favourites/components/FavouriteButton';\nexport const r = [DoctorCard, FavouriteButton];`,
  'server/modules/doctors/service.ts': `import { doctor } from '../../../contracts/doctor';\nimport { readFileSync } from 'node:fs';\nexport const s = [doctor, readFileSync];`,
  'contracts/messages.ts': `import * as v from 'valibot';\nimport { doctor } from './doctor';\nexport const m = [v, doctor];`,
  'src/lib/strings.ts': `// import { x } from '../features/a/x';\nexport const s = "import y from '../../server/y'";`,
};

let root: string;
beforeAll(() => {
  root = writeTree(FILES, 'architecture-');
});
afterAll(() => removeTree(root));

describe('check-architecture', () => {
  it('fails on a cross-feature import, app ↔ server imports, contracts importing app, server, Node or DOM, and ui/lib importing features or the app composition', () => {
    const breaches = checkArchitecture(root).map((b) => `${b.file}:${b.line} ${b.specifier}`);
    expect(breaches.sort()).toEqual(
      [
        'src/features/favourites/components/FavouritesPage.tsx:1 ../../doctors/components/DoctorCard',
        'src/features/doctors/api/lazy.ts:1 @/features/reviews/components/ReviewsTab',
        'src/features/home/Home.test.tsx:2 ../offline/online',
        'src/lib/api-client.ts:1 ../../server/env',
        'server/modules/prescriptions/qr.test.ts:1 ../../../src/features/prescriptions/verify',
        'contracts/doctor.ts:1 ../src/lib/format',
        'contracts/files.ts:1 node:fs',
        'contracts/files.ts:2 path',
        'contracts/view.ts:1 react',
        'src/ui/Card/Card.tsx:1 ../../features/doctors/components/DoctorCard',
        'src/lib/query.ts:1 ../app/outbox-writes',
        'src/features/doctors/components/DoctorLink.tsx:1 ../../../routes/find/doctors',
        'server/db/seed/extras.ts:1 ../../modules/notifications/render',
        'sw/policy.ts:1 ../src/features/doctors/components/DoctorCard',
        'tests/e2e/booking.spec.ts:1 ../../src/features/appointments/booking/components/SlotPicker',
        'build/first-load.ts:1 ../src/ui',
      ].sort(),
    );
  });

  it('names the rule each breach breaks', () => {
    const rules = Object.fromEntries(checkArchitecture(root).map((b) => [`${b.file} ${b.specifier}`, b.rule]));
    expect(rules['src/features/favourites/components/FavouritesPage.tsx ../../doctors/components/DoctorCard']).toMatch(
      /features never import each other \(favourites → doctors\)/,
    );
    expect(rules['src/lib/api-client.ts ../../server/env']).toMatch(/app never imports from server/);
    expect(rules['server/modules/prescriptions/qr.test.ts ../../../src/features/prescriptions/verify']).toMatch(/server never imports from src/);
    expect(rules['contracts/doctor.ts ../src/lib/format']).toMatch(/contracts\/ imports neither src\/ nor server\//);
    expect(rules['contracts/files.ts node:fs']).toMatch(/no Node built-ins/);
    expect(rules['contracts/view.ts react']).toMatch(/no DOM libraries/);
    expect(rules['src/lib/query.ts ../app/outbox-writes']).toMatch(/src\/ui and src\/lib import neither src\/features, src\/routes nor src\/app/);
    expect(rules['src/features/doctors/components/DoctorLink.tsx ../../../routes/find/doctors']).toMatch(/features never import routes/);
    expect(rules['server/db/seed/extras.ts ../../modules/notifications/render']).toMatch(/server\/db never imports server\/modules/);
    expect(rules['sw/policy.ts ../src/features/doctors/components/DoctorCard']).toMatch(/sw\/ imports neither server\/ nor the app's UI/);
    expect(rules['build/first-load.ts ../src/ui']).toMatch(/tests\/, scripts\/ and build\/ never import the app's UI/);
  });

  it('makes `npm run lint` fail: the script exits 1 on each rule\'s fixture and 0 on this repository', async () => {
    const one = (file: string, code: string) => ({ [file]: code });
    const runs = await runOnEachFixture('check-architecture.ts', {
      'feature → feature': one('src/features/a/x.ts', `import { y } from '../b/y';`),
      'feature → route': one('src/features/a/x.ts', `import { Route } from '@/routes/index';`),
      'app → server': one('src/lib/x.ts', `import type { Env } from '../../server/env';`),
      'server → app': one('server/lib/x.ts', `import { f } from '../../src/lib/format';`),
      'server/db → server/modules': one('server/db/seed/x.ts', `import { r } from '../../modules/a/render';`),
      'contracts → Node': one('contracts/x.ts', `import { readFileSync } from 'node:fs';`),
      'contracts → DOM': one('contracts/x.ts', `import { useState } from 'react';`),
      'contracts → app': one('contracts/x.ts', `import { f } from '../src/lib/format';`),
      'ui → feature': one('src/ui/x.ts', `import { y } from '../features/a/y';`),
      'sw → app UI': one('sw/x.ts', `import { y } from '../src/ui/y';`),
      'tools → app UI': one('scripts/x.ts', `import { y } from '../src/features/a/y';`),
    });
    for (const [rule, run] of Object.entries(runs)) {
      expect({ rule, status: run.status, said: /— /.test(run.stderr) }).toEqual({ rule, status: 1, said: true });
    }
    const here = runCheck('check-architecture.ts');
    expect(here.stderr).toBe('');
    expect(here.status).toBe(0);
  }, SPAWN_TIMEOUT_MS);

  it('reads static, type-only, re-exported, dynamic and mocked imports, not comments or strings', () => {
    const code = [
      `import a from './a';`,
      `import type { B } from "./b";`,
      `export * from './c';`,
      `export { d } from './d';`,
      `const e = () => import('./e');`,
      `vi.mock('./f');`,
      `// import g from './g';`,
      `const h = "import h from './h'";`,
      `import './i.css';`,
    ].join('\n');
    expect(importsOf('x.ts', code)).toEqual([
      { specifier: './a', line: 1 },
      { specifier: './b', line: 2 },
      { specifier: './i.css', line: 9 },
      { specifier: './c', line: 3 },
      { specifier: './d', line: 4 },
      { specifier: './e', line: 5 },
      { specifier: './f', line: 6 },
    ]);
  });
});
