import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkEndpoints, stringsOf } from './check-endpoints';
import { removeTree, runCheck, runOnEachFixture, SPAWN_TIMEOUT_MS, writeTree } from './lib/check-fixtures';

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
  'server/app.ts': [
    `api.route('/v1/patient', favouriteRoutes()); // breach: a mount restating a base`,
    `api.all('/v0/*', apiNotFound); // breach: a base of its own`,
    `api.route(belowApi(PATIENT_API), favouriteRoutes());`,
    `const reset = \`https://identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=\${key}\`;`,
    `const tokens = '/v1/accounts:signUp';`,
  ].join('\n'),
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
  root = writeTree(FILES, 'endpoints-');
});
afterAll(() => removeTree(root));

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
    expect(rules['server/app.ts:1']).toMatch(/an API base restated: mount at a base of contracts\/endpoints\/bases\.ts/);
  });

  it('makes `npm run lint` fail: the script exits 1 on each rule\'s fixture and 0 on this repository', async () => {
    const bases = { 'contracts/endpoints/bases.ts': `export const PATIENT_API = '/api/v1/patient';` };
    const runs = await runOnEachFixture('check-endpoints.ts', {
      'path outside contracts': { ...bases, 'src/features/a/api/a.ts': `export const u = '/api/v1/patient/a';` },
      'mount restating a base': { ...bases, 'server/app.ts': `api.route('/v1/patient', routes());` },
      'defined twice': { ...bases, 'contracts/endpoints/a.ts': `export const a = 'GET /api/v1/patient/a';\nexport const b = 'GET /api/v1/patient/a';` },
      'not an endpoint': { ...bases, 'contracts/endpoints/a.ts': `export const a = '/api/v1/patient/a';` },
    });
    expect(runs['path outside contracts']).toMatchObject({ status: 1, stderr: expect.stringContaining('src/features/a/api/a.ts:1') });
    expect(runs['mount restating a base']).toMatchObject({ status: 1, stderr: expect.stringContaining("server/app.ts:1: '/v1/patient'") });
    expect(runs['defined twice']).toMatchObject({ status: 1, stderr: expect.stringContaining('defined twice') });
    expect(runs['not an endpoint']).toMatchObject({ status: 1, stderr: expect.stringContaining('not an endpoint') });
    const here = runCheck('check-endpoints.ts');
    expect(here.stderr).toBe('');
    expect(here.status).toBe(0);
  }, SPAWN_TIMEOUT_MS);

  it('reads strings and template texts, not comments, imports or types', () => {
    const texts = stringsOf('a.ts', `// '/api/a'\nimport x from './b';\ntype T = 'c';\nconst y = \`d\${x}e\`;\nconst z = 'f' as const;`).map((s) => s.text);
    expect(texts).toEqual(['d${}', 'e', 'f']);
  });
});
