// Part of `npm run lint`: fails (exit 1) when the server's layers drift.
//   - SQL only in repositories. A query — a Drizzle builder call on a database handle (`db.select(`,
//     `tx.insert(`, `conn.update(`, `deps.db.execute(`, `client.query(` …), a `sql` template or `sql.raw(`, or a value
//     imported from drizzle-orm or pg (operators such as eq/and build SQL) — may appear only in
//       * `repository.ts` or `<topic>.repository.ts` files (a module's SQL, split by responsibility);
//       * server/db/ (connection, migrations, schema, seed, test database templates, prepared statements);
//       * server/lib/bus.ts (LISTEN/NOTIFY is the event bus's transport, not table data);
//       * test code: `*.test.ts` and server/testing/ (the fixtures live there: tests set rows up and look at them).
//     Services may open a transaction (`db.transaction(`) and hand `tx` to repository functions.
//     Type-only imports (`import type { SQL } from 'drizzle-orm'`) are fine anywhere.
//   - Every server module has the same shape: server/modules/<area>/ has routes.ts (HTTP),
//     service.ts (rules) and repository.ts (SQL); further files split those by responsibility.
//   - Routes go through services: a route file (`routes.ts`, `<who>-routes.ts`) imports no repository
//     (types of its rows excepted).
// Code is parsed (vite's oxc parser), so comments and strings never count.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseSync } from 'vite';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface LayerBreach {
  /** Relative to the checked root, with forward slashes. */
  file: string;
  line: number;
  rule: 'sql-outside-repository' | 'module-shape' | 'routes-skip-service';
  detail: string;
}

/** Where SQL may be written (paths relative to the root, forward slashes). */
export function sqlAllowedIn(file: string): boolean {
  const base = path.posix.basename(file);
  return base === 'repository.ts' || base.endsWith('.repository.ts')
    || file.startsWith('server/db/')
    || file === 'server/lib/bus.ts'
    || base.endsWith('.test.ts') || file.startsWith('server/testing/');
}

/**
 * Names a database handle goes by: `db`, `deps.db`, `tx`, a savepoint `sp`, the repositories' `conn` (a `Db | Tx`),
 * a pg `client` or `pool`.
 */
const HANDLE = /^(db|tx|trx|sp|conn|client|pool)$/;
/** What is called on a handle to run SQL (a transaction is not SQL of its own). */
const QUERY_METHODS = new Set(['select', 'selectDistinct', 'selectDistinctOn', 'insert', 'update', 'delete', 'execute', 'query', '$count', '$with', 'with', 'refreshMaterializedView']);
const SQL_PACKAGES = /^(drizzle-orm|pg)(\/.*)?$/;

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const isNode = (x: unknown): x is Node => typeof x === 'object' && x !== null && typeof (x as Node).type === 'string';

/** The last name of an expression: `db` for `db`, `deps.db`, `c.get('deps').db`. */
function lastName(expr: unknown): string | undefined {
  if (!isNode(expr)) return undefined;
  if (expr.type === 'Identifier') return expr['name'] as string;
  if (expr.type === 'MemberExpression' && !expr['computed']) return lastName(expr['property']);
  return undefined;
}

function walk(node: unknown, visit: (n: Node) => void): void {
  if (Array.isArray(node)) {
    for (const item of node) walk(item, visit);
    return;
  }
  if (!isNode(node)) return;
  visit(node);
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'type' && key !== 'start' && key !== 'end' && typeof value === 'object' && value !== null) walk(value, visit);
  }
}

/** The SQL written in one source file, as (offset, what) pairs. */
export function sqlIn(file: string, code: string): { at: number; what: string }[] {
  const found: { at: number; what: string }[] = [];
  const { program, module } = parseSync(file, code);
  for (const item of module.staticImports) {
    const from = item.moduleRequest.value;
    if (!SQL_PACKAGES.test(from)) continue;
    const values = item.entries.filter((e) => !e.isType);
    // `import 'pg'` (side effects) or any value: a query can be built or run with it.
    if (item.entries.length === 0 || values.length > 0) {
      found.push({ at: item.start, what: `imports ${values.map((e) => e.localName.value).join(', ') || 'the module'} from '${from}'` });
    }
  }
  walk(program, (n) => {
    if (n.type === 'TaggedTemplateExpression' && lastName(n['tag']) === 'sql') {
      found.push({ at: n.start, what: 'a sql`…` template' });
    } else if (n.type === 'MemberExpression' && !n['computed']) {
      const property = lastName(n['property']);
      const object = n['object'];
      if (property === 'raw' && lastName(object) === 'sql') found.push({ at: n.start, what: 'sql.raw(…)' });
      else if (property && QUERY_METHODS.has(property) && HANDLE.test(lastName(object) ?? '')) {
        found.push({ at: n.start, what: `${code.slice(n.start, n.end).replace(/\s+/g, '')}(…)` });
      }
    }
  });
  return found.sort((a, b) => a.at - b.at);
}

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(full));
    else if (/\.(ts|tsx|mts|cts)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

/** The modules' required files. */
export const MODULE_FILES = ['routes.ts', 'service.ts', 'repository.ts'] as const;

/** Whether the file is a module's HTTP layer. */
export const isRoutesFile = (file: string) => /(^|\/|-)routes\.ts$/.test(path.posix.basename(file)) && file.startsWith('server/modules/');

/** The repositories a route file imports (values, not types), as (offset, specifier) pairs. */
export function repositoryImportsIn(file: string, code: string): { at: number; specifier: string }[] {
  const { module } = parseSync(file, code);
  return module.staticImports
    .filter((item) => /(^|\/|\.)repository$/.test(item.moduleRequest.value) && (item.entries.length === 0 || item.entries.some((e) => !e.isType)))
    .map((item) => ({ at: item.start, specifier: item.moduleRequest.value }));
}

/** Every breach under `root`/server (sorted by file and line). */
export function checkServerLayers(root: string = ROOT): LayerBreach[] {
  const breaches: LayerBreach[] = [];
  const serverDir = path.join(root, 'server');
  for (const full of filesUnder(serverDir)) {
    const file = path.relative(root, full).split(path.sep).join('/');
    const lineOf = (code: string, at: number) => code.slice(0, at).split('\n').length;
    if (isRoutesFile(file)) {
      const code = readFileSync(full, 'utf8');
      for (const { at, specifier } of repositoryImportsIn(file, code)) {
        breaches.push({ file, line: lineOf(code, at), rule: 'routes-skip-service', detail: `imports '${specifier}'` });
      }
    }
    if (sqlAllowedIn(file)) continue;
    const code = readFileSync(full, 'utf8');
    for (const { at, what } of sqlIn(file, code)) {
      breaches.push({ file, line: lineOf(code, at), rule: 'sql-outside-repository', detail: what });
    }
  }
  const modulesDir = path.join(serverDir, 'modules');
  let modules: string[] = [];
  try {
    modules = readdirSync(modulesDir).filter((name) => statSync(path.join(modulesDir, name)).isDirectory());
  } catch {
    // No modules directory: nothing to check.
  }
  for (const name of modules) {
    for (const required of MODULE_FILES) {
      try {
        statSync(path.join(modulesDir, name, required));
      } catch {
        breaches.push({ file: `server/modules/${name}/${required}`, line: 0, rule: 'module-shape', detail: `server/modules/${name} has no ${required}` });
      }
    }
  }
  return breaches.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

const RULE_TEXT: Record<LayerBreach['rule'], string> = {
  'sql-outside-repository': 'SQL outside a repository (move it into the module\'s repository.ts or a <topic>.repository.ts)',
  'module-shape': 'every server module has routes.ts, service.ts and repository.ts',
  'routes-skip-service': 'routes call the module\'s service, which calls repositories',
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = process.argv[2] ? path.resolve(process.argv[2]) : ROOT;
  const breaches = checkServerLayers(root);
  for (const b of breaches) console.error(`${b.file}${b.line ? `:${b.line}` : ''}  ${b.detail}  — ${RULE_TEXT[b.rule]}`);
  if (breaches.length > 0) {
    console.error(`\ncheck-server-layers: ${breaches.length} breach${breaches.length === 1 ? '' : 'es'} (scripts/check-server-layers.ts says what is allowed where)`);
    process.exit(1);
  }
  console.log('check-server-layers: SQL only in repositories; every module has routes, service and repository; routes go through services');
}
