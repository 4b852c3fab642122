// Part of `npm run lint`: fails (exit 1) on an import that crosses the layout's boundaries.
//   - a feature never imports another feature (src/features/<a> → src/features/<b>), nor a route
//     (src/features → src/routes): routes compose features, not the other way round;
//   - the app never imports the server, the server never the app (src/ ↔ server/);
//   - server/db (connection, schema, seed) never imports server/modules: modules stand on it;
//   - contracts/ imports neither src/ nor server/, no Node built-in and no DOM library (both sides use it);
//   - src/ui and src/lib (what features stand on) import neither src/features, src/routes nor src/app
//     (the composition: routes wire features into pages, src/app wires them into the running app);
//   - the service worker (sw/) imports neither server/ nor the app's UI (src/features, routes, app, ui);
//   - the Node tools (tests/, scripts/, build/) never import the app's UI either: it needs a browser.
// Every import counts: static, type-only, re-exports, dynamic import() and vi.mock()/importActual() paths.
// Specifiers are resolved (relative, `@/` = src/, `@contracts/` = contracts/), so `../../doctors/x` is judged by where it lands.
// oxlint's no-restricted-imports only sees the specifier as written, so it cannot tell that.
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseSync } from 'vite';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Where the rules apply (build/ holds the Vite plugins; a folder that is not there is skipped). */
const DIRS = ['src', 'server', 'contracts', 'sw', 'tests', 'scripts', 'build'];
/** The app's UI: what only a page can run. */
const APP_UI = ['src/features', 'src/routes', 'src/app', 'src/ui'];
const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs)$/;
/** Libraries that need a DOM: the contracts run on the server too. */
const DOM_LIBRARIES = /^(react|react-dom|jsdom|@testing-library\/.*|@vanilla-extract\/.*|sonner|workbox-.*|idb-keyval)(\/.*)?$/;
const BUILTINS = new Set(builtinModules);

export interface Breach {
  /** Relative to the checked root, with forward slashes. */
  file: string;
  line: number;
  specifier: string;
  rule: string;
}

/** The module specifiers a source file imports, with their lines. */
export function importsOf(file: string, code: string): { specifier: string; line: number }[] {
  const found: { specifier: string; at: number }[] = [];
  const { module } = parseSync(file, code);
  for (const item of module.staticImports) found.push({ specifier: item.moduleRequest.value, at: item.start });
  for (const item of module.staticExports) {
    for (const entry of item.entries) {
      if (entry.moduleRequest) found.push({ specifier: entry.moduleRequest.value, at: item.start });
    }
  }
  for (const item of module.dynamicImports) {
    const literal = /^\s*(['"`])([^'"`$]*)\1\s*$/.exec(code.slice(item.moduleRequest.start, item.moduleRequest.end));
    if (literal?.[2] !== undefined) found.push({ specifier: literal[2], at: item.start });
  }
  // Test doubles name modules too: vi.mock('../x'), vi.importActual('../x').
  const mocks = /\bvi\s*\.\s*(?:mock|doMock|unmock|doUnmock|importActual|importMock)\s*(?:<[^>]*>)?\(\s*(['"`])([^'"`$]+)\1/g;
  for (const match of code.matchAll(mocks)) found.push({ specifier: match[2] as string, at: match.index });
  const seen = new Set<string>();
  return found
    .map(({ specifier, at }) => ({ specifier, line: code.slice(0, at).split('\n').length }))
    .filter(({ specifier, line }) => {
      const key = `${line}\0${specifier}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** Where a specifier lands, relative to the root (forward slashes), or undefined for a package. */
function target(root: string, fromFile: string, specifier: string): string | undefined {
  let absolute: string;
  if (specifier.startsWith('@/')) absolute = path.join(root, 'src', specifier.slice(2));
  else if (specifier.startsWith('@contracts/')) absolute = path.join(root, 'contracts', specifier.slice('@contracts/'.length));
  else if (specifier === '.' || specifier === '..' || specifier.startsWith('./') || specifier.startsWith('../')) {
    absolute = path.resolve(path.dirname(path.join(root, fromFile)), specifier);
  } else if (specifier.startsWith('/')) absolute = specifier;
  else return undefined;
  return path.relative(root, absolute).split(path.sep).join('/');
}

const under = (file: string, dir: string) => file === dir || file.startsWith(`${dir}/`);
const featureOf = (file: string) => /^src\/features\/([^/]+)(\/|$)/.exec(file)?.[1];

/** The rule an import breaks, if any. `file` and `to` are root-relative. */
export function ruleBroken(file: string, specifier: string, to: string | undefined): string | undefined {
  if (under(file, 'contracts')) {
    if (specifier.startsWith('node:') || BUILTINS.has(specifier.split('/')[0] as string)) {
      return 'contracts/ is shared by app and server: no Node built-ins';
    }
    if (DOM_LIBRARIES.test(specifier)) return 'contracts/ is shared by app and server: no DOM libraries';
    if (to && (under(to, 'src') || under(to, 'server'))) return 'contracts/ imports neither src/ nor server/';
    return undefined;
  }
  if (to === undefined) return undefined;
  if (under(file, 'src') && under(to, 'server')) return 'the app never imports from server/';
  if (under(file, 'server') && under(to, 'src')) return 'the server never imports from src/';
  if (under(file, 'server/db') && under(to, 'server/modules')) {
    return 'server/db never imports server/modules: modules stand on the database layer (shared code goes to server/lib)';
  }
  if (under(file, 'sw') && (under(to, 'server') || APP_UI.some((dir) => under(to, dir)))) {
    return 'sw/ imports neither server/ nor the app\'s UI (src/features, src/routes, src/app, src/ui): src/lib and contracts/ only';
  }
  if (['tests', 'scripts', 'build'].some((dir) => under(file, dir)) && APP_UI.some((dir) => under(to, dir))) {
    return 'tests/, scripts/ and build/ never import the app\'s UI (src/features, src/routes, src/app, src/ui)';
  }
  const from = featureOf(file);
  const into = featureOf(to);
  if (from && into && from !== into) {
    return `features never import each other (${from} → ${into}): routes compose them; shared pieces go to src/ui or src/lib`;
  }
  if (from && under(to, 'src/routes')) return 'features never import routes: routes compose features';
  if ((under(file, 'src/ui') || under(file, 'src/lib')) && (under(to, 'src/features') || under(to, 'src/routes') || under(to, 'src/app'))) {
    return 'src/ui and src/lib import neither src/features, src/routes nor src/app';
  }
  return undefined;
}

function sourceFiles(root: string, dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(path.join(root, dir), { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(root, rel);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [rel] : [];
  });
}

/** Every breach under `root` (the repository, or a fixture tree of the same shape). */
export function checkArchitecture(root: string = ROOT): Breach[] {
  const breaches: Breach[] = [];
  for (const file of DIRS.flatMap((dir) => sourceFiles(root, dir))) {
    const code = readFileSync(path.join(root, file), 'utf8');
    for (const { specifier, line } of importsOf(file, code)) {
      const rule = ruleBroken(file, specifier, target(root, file, specifier));
      if (rule) breaches.push({ file, line, specifier, rule });
    }
  }
  return breaches;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const breaches = checkArchitecture(process.argv[2] ? path.resolve(process.argv[2]) : ROOT);
  for (const b of breaches) console.error(`${b.file}:${b.line}: '${b.specifier}' — ${b.rule}`);
  if (breaches.length > 0) {
    console.error(`\ncheck-architecture: ${breaches.length} import(s) cross the layout's boundaries (docs/architecture.md, Boundaries).`);
    process.exit(1);
  }
  console.log('check-architecture: no import crosses the layout\'s boundaries.');
}
