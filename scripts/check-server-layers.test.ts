import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkServerLayers, sqlAllowedIn } from './check-server-layers';
import { removeTree, runCheck, runOnEachFixture, SPAWN_TIMEOUT_MS, writeTree } from './lib/check-fixtures';

const SCRIPT = 'check-server-layers.ts';

// A small server tree: a module of the right shape whose service writes SQL, a module missing its
// service and repository, and the places SQL may be.
const FILES: Record<string, string> = {
  // breaches
  'server/modules/lab-tests/service.ts': [
    `import { eq } from 'drizzle-orm';`,
    `import { labTests } from '../../db/schema';`,
    `export const list = (db: any, id: string) => db.select().from(labTests).where(eq(labTests.patientId, id));`,
    `export const one = (deps: any) => deps.db`,
    `  .execute(sql\`select 1\`);`,
    `export const two = (conn: any) => conn.insert(labTests).values({});`,
  ].join('\n'),
  'server/modules/chat/chat-fixtures.ts': `export const f = (h: any) => h.deps.db.insert(x).values({});`,
  'server/modules/lab-tests/routes.ts': `export const hidden = (tx: any) => tx.update(t).set({ a: 1 });\nexport const raw = () => sql.raw('now()');`,
  'server/modules/lab-tests/repository.ts': `import { eq } from 'drizzle-orm';\nexport const q = (db: any) => db.select().where(eq(1, 1));`,
  'server/modules/feed/routes.ts': `import { sql } from 'drizzle-orm';\nexport const n = sql<number>\`count(*)::int\`;`,
  'server/middleware/limit.ts': `import pg from 'pg';\nexport const ask = (client: pg.Client) => client.query('select 1');`,
  'server/modules/payments/doctor-routes.ts': `import { findPayment } from './repository';\nimport type { RefundRow } from './refunds.repository';\nexport const r = [findPayment] as unknown as RefundRow;`,
  // allowed
  'server/modules/payments/refunds.repository.ts': `import { sql } from 'drizzle-orm';\nexport const f = (tx: any) => tx.insert(x).values(sql\`now()\`);`,
  'server/modules/payments/service.ts': [
    `import type { SQL } from 'drizzle-orm';`,
    `// db.select() in a comment, and "tx.update(" in a string, are not SQL`,
    `export const s = 'tx.update(refunds)';`,
    `export const pay = (deps: any) => deps.db.transaction(async (tx: any) => insertRefund(tx));`,
    `export const q = (c: any) => c.req.query('page');`,
    `export const m = new Map(); m.delete('x');`,
    `export type T = SQL;`,
  ].join('\n'),
  'server/modules/payments/routes.ts': `import type { PaymentRow } from './repository';\nimport { startPayment } from './service';\nexport const r = startPayment as unknown as PaymentRow;`,
  'server/modules/payments/repository.ts': `export const p = (db: any) => db.select();`,
  'server/modules/payments/payments.test.ts': `import { eq } from 'drizzle-orm';\nexport const t = (db: any) => db.select().where(eq(1, 1));`,
  'server/db/migrate.ts': `import { migrate } from 'drizzle-orm/node-postgres/migrator';\nexport const m = (client: any) => [migrate, client.query('select pg_advisory_lock(1)')];`,
  'server/lib/bus.ts': `import { sql } from 'drizzle-orm';\nexport const n = (db: any) => db.execute(sql\`select pg_notify('a', '')\`);`,
  'server/testing/fixtures.ts': `export const f = (h: any) => h.deps.db.insert(x).values({});`,
};

let root: string;
beforeAll(() => {
  root = writeTree(FILES, 'server-layers-');
});
afterAll(() => removeTree(root));

describe('check-server-layers', () => {
  it('finds SQL in a service, in routes and in middleware: drizzle/pg values, db./tx./client. queries, sql templates and sql.raw', () => {
    const found = checkServerLayers(root).filter((b) => b.rule === 'sql-outside-repository').map((b) => `${b.file}:${b.line} ${b.detail}`);
    expect(found).toEqual([
      "server/middleware/limit.ts:1 imports pg from 'pg'",
      'server/middleware/limit.ts:2 client.query(…)',
      'server/modules/chat/chat-fixtures.ts:1 h.deps.db.insert(…)',
      "server/modules/feed/routes.ts:1 imports sql from 'drizzle-orm'",
      'server/modules/feed/routes.ts:2 a sql`…` template',
      'server/modules/lab-tests/routes.ts:1 tx.update(…)',
      'server/modules/lab-tests/routes.ts:2 sql.raw(…)',
      "server/modules/lab-tests/service.ts:1 imports eq from 'drizzle-orm'",
      'server/modules/lab-tests/service.ts:3 db.select(…)',
      'server/modules/lab-tests/service.ts:4 deps.db.execute(…)',
      'server/modules/lab-tests/service.ts:5 a sql`…` template',
      'server/modules/lab-tests/service.ts:6 conn.insert(…)',
    ]);
  });

  it('requires routes.ts, service.ts and repository.ts in every module', () => {
    const shape = checkServerLayers(root).filter((b) => b.rule === 'module-shape').map((b) => b.detail);
    expect(shape).toEqual([
      'server/modules/chat has no repository.ts',
      'server/modules/chat has no routes.ts',
      'server/modules/chat has no service.ts',
      'server/modules/feed has no repository.ts',
      'server/modules/feed has no service.ts',
    ]);
  });

  it('requires routes to go through the service: a route file importing a repository (not only its types) fails', () => {
    const skipped = checkServerLayers(root).filter((b) => b.rule === 'routes-skip-service').map((b) => `${b.file}:${b.line} ${b.detail}`);
    expect(skipped).toEqual(["server/modules/payments/doctor-routes.ts:1 imports './repository'"]);
  });

  it('allows SQL in repositories, server/db, the event bus and test code (tests, server/testing/) only', () => {
    expect(['server/modules/a/repository.ts', 'server/modules/a/refunds.repository.ts', 'server/middleware/idempotency.repository.ts',
      'server/db/seed/index.ts', 'server/lib/bus.ts', 'server/modules/a/a.test.ts', 'server/testing/harness.ts', 'server/testing/chat-fixtures.ts',
    ].every(sqlAllowedIn)).toBe(true);
    expect(['server/modules/a/service.ts', 'server/modules/a/routes.ts', 'server/modules/a/queries.ts', 'server/middleware/idempotency.ts',
      'server/app.ts', 'server/lib/db-errors.ts', 'server/modules/a/repository-helpers.ts', 'server/modules/chat/chat-fixtures.ts',
    ].some(sqlAllowedIn)).toBe(false);
  });

  it('makes `npm run lint` fail: the script exits 1 on each rule\'s fixture, naming the file and line, and 0 on this repository', async () => {
    const module = (service: string, routes = `import { s } from './service';\nexport const r = s;`) => ({
      'server/modules/a/routes.ts': routes,
      'server/modules/a/service.ts': service,
      'server/modules/a/repository.ts': `export const q = (conn: any) => conn.select();`,
    });
    const runs = await runOnEachFixture(SCRIPT, {
      'sql-outside-repository': module(`export const s = (conn: any) => conn.update(t).set({});`),
      'module-shape': { 'server/modules/b/routes.ts': `export const r = 1;` },
      'routes-skip-service': module(`export const s = 1;`, `import { q } from './repository';\nexport const r = q;`),
    });
    expect(runs['sql-outside-repository'].status).toBe(1);
    expect(runs['sql-outside-repository'].stderr).toContain('server/modules/a/service.ts:1  conn.update(…)');
    expect(runs['module-shape'].status).toBe(1);
    expect(runs['module-shape'].stderr).toContain('server/modules/b has no service.ts');
    expect(runs['routes-skip-service'].status).toBe(1);
    expect(runs['routes-skip-service'].stderr).toContain("server/modules/a/routes.ts:1  imports './repository'");
    const here = runCheck(SCRIPT);
    expect(here.stderr).toBe('');
    expect(here.status).toBe(0);
  }, SPAWN_TIMEOUT_MS);
});
