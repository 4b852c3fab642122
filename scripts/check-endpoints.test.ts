import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkEndpoints, stringsOf } from './check-endpoints';

// A small tree of the repository's shape: each breach is on a line that says `// breach`.
const FILES: Record<string, string> = {
  'contracts/endpoints/bases.ts': `export const PATIENT_API = '/api/v1/patient';`,
  'contracts/endpoints/favourites.ts': [
    `export const favouriteAdd = 'POST /api/v1/patient/favourite-doctor/create/{id}';`,
    `export const favouriteList = 'GET /api/v1/patient/favourite-doctor/list';`,
    `export const favouritesAgain = 'GET /api/v1/patient/favourite-doctor/list'; // breach: defined twice`,
    `export const loose = '/api/v1/patient/favourite-doctor/all'; // breach: no method`,
  ].join('\n'),
  // breaches
  'src/features/favourites/api/favourites.ts': [
    `import { apiRequest } from '../../../lib/api-client';`,
    `export const list = () => apiRequest('/api/v1/patient/favourite-doctor/list'); // breach`,
    `export const add = (id: string) => fetch(\`/api/v1/patient/favourite-doctor/create/\${id}\`); // breach`,
  ].join('\n'),
  'src/features/chat/api/base.ts': `export const C = '/api/v1/chat' as const; // breach`,
  'server/modules/favourites/routes.ts': [
    `describeRoute({ method: 'get', path: '/api/v1/patient/favourite-doctor/list' }); // breach`,
    `app.get('/favourite-doctor/list', handler);`,
  ].join('\n'),
  'server/modules/payments/service.ts': `export const back = (origin: string) => \`\${origin}/api/v1/payment/esewa/return\`; // breach`,
  // allowed
  'src/features/favourites/components/FavouritesPage.tsx': [
    `// GET /api/v1/patient/favourite-doctor/list, in a comment`,
    `import { useFavourites } from '../api/favourites';`,
    `export { list } from '../api/favourites';`,
    `const lazy = () => import('../api/favourites');`,
    `type Path = \`/api/\${string}\`;`,
    `const DIRECTORY = /^\\/api\\/v1\\/upn\\//;`,
    `export const all = [useFavourites, lazy, DIRECTORY, '/api/*', '/api', 'GET ../api/x'] as unknown as Path;`,
  ].join('\n'),
  'src/features/favourites/api/favourites.test.ts': `expect(url).toBe('/api/v1/patient/favourite-doctor/list');`,
  'server/testing/fixtures.ts': `export const book = () => request('/api/v1/patient/appointment/book');`,
  'server/payments/sandbox.ts': `app.post('/api/epay/main/v2/form', handler);`,
  'server/lib/request.ts': `export const isApi = (path: string) => path.startsWith('/api/');`,
};

let root: string;
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'endpoints-'));
  for (const [file, code] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), code);
  }
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('check-endpoints', () => {
  it('fails on an API path written outside contracts/endpoints, and on an endpoint defined twice or malformed', () => {
    const found = checkEndpoints(root).map((b) => `${b.file}:${b.line}`);
    const expected = Object.entries(FILES).flatMap(([file, code]) =>
      code.split('\n').flatMap((line, i) => (line.includes('// breach') ? [`${file}:${i + 1}`] : [])));
    expect(found.sort()).toEqual(expected.sort());
  });

  it('names the rule each breach breaks', () => {
    const rules = Object.fromEntries(checkEndpoints(root).map((b) => [`${b.file}:${b.line}`, b.rule]));
    expect(rules['contracts/endpoints/favourites.ts:3']).toMatch(/defined twice \(first at contracts\/endpoints\/favourites\.ts:2\)/);
    expect(rules['contracts/endpoints/favourites.ts:4']).toMatch(/not an endpoint/);
    expect(rules['src/features/favourites/api/favourites.ts:2']).toMatch(/outside contracts\/endpoints/);
  });

  it('reads strings and template texts, not comments, imports or types', () => {
    const texts = stringsOf('a.ts', `// '/api/a'\nimport x from './b';\ntype T = 'c';\nconst y = \`d\${x}e\`;\nconst z = 'f' as const;`).map((s) => s.text);
    expect(texts).toEqual(['d${}', 'e', 'f']);
  });
});
