import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkArchitecture, importsOf } from './check-architecture';

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
  root = mkdtempSync(path.join(tmpdir(), 'architecture-'));
  for (const [file, code] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), code);
  }
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

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
  });

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
