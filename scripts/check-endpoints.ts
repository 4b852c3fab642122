// Part of `npm run lint`: each endpoint of the API is written once, in contracts/endpoints.
//   - src/ and server/ (tests aside) write no `/api/...` path: the app calls an endpoint through its
//     definition (apiRequest(favouriteAdd, …), pathOf(…)), the server registers it from the same one
//     (server/lib/endpoint.ts), and the bases are contracts/endpoints/bases.ts;
//   - nor a base below `/api` (`/v1/patient`, `/diagnostic/v1`): server/app.ts mounts each router at its
//     base from bases.ts (`api.route(belowApi(PATIENT_API), …)`), never at a path of its own;
//   - in contracts/endpoints every API path is an endpoint, `'<METHOD> /api/…'`, or a base (bases.ts),
//     and no endpoint is defined twice.
// String and template literals are read from the syntax tree (comments and imports do not count).
// Tests may write literal URLs: they test the public contract.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseSync } from 'vite';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Where API paths may not be written. */
const DIRS = ['src', 'server'];
const ENDPOINTS_DIR = 'contracts/endpoints';
/** Not this API's paths: the wallets' own (eSewa, Khalti), spoken by the adapters and the local sandbox gateway. */
const OTHER_APIS = ['server/payments/'];
const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs)$/;
const TEST = /\.test\.(ts|tsx|mts|js|jsx)$|^server\/testing\//;
/** An API path in a string: `/api/` then a path, at the start or after what cannot be part of a relative import. */
const API_PATH = /(?:^|[^\w.-])\/api\/[\w{$]/;
const ENDPOINT = /^(GET|POST|PUT|PATCH|DELETE) \/api\/[\w\-./{}]+$/;
const BASE = /^\/api\/[\w\-/]+[^/]$/;
/** A base below the `/api` sub-app: a versioned or service path (`/v1/…`, `/v0`, `/diagnostic/v1`). */
const BELOW_API_BASE = /^\/(v\d+|diagnostic)(\/[\w\-/*]*)?$/;

export interface Breach {
  /** Relative to the checked root, with forward slashes. */
  file: string;
  line: number;
  text: string;
  rule: string;
}

type Node = { type?: string; start?: number; [key: string]: unknown };

/** Syntax that is only types: not code. */
const TYPE_NODES = new Set(['TSTypeAliasDeclaration', 'TSInterfaceDeclaration', 'TSModuleDeclaration', 'TSDeclareFunction', 'TSTypeAnnotation']);
const TYPE_KEYS = new Set(['typeAnnotation', 'typeParameters', 'typeArguments', 'returnType']);

/** Every string in the code (string literals and the text of template literals), with its offset. */
export function stringsOf(file: string, code: string): { text: string; at: number }[] {
  const found: { text: string; at: number }[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const n = node as Node;
    if (TYPE_NODES.has(n.type ?? '')) return;
    // Module specifiers ('../api/get-doctors') are not URLs.
    if (n.type === 'ImportDeclaration' || n.type === 'ExportAllDeclaration') return;
    if (n.type === 'ImportExpression') return;
    if (n.type === 'ExportNamedDeclaration') return visit(n['declaration']);
    if (n.type === 'Literal' && typeof n['value'] === 'string') found.push({ text: n['value'], at: n.start ?? 0 });
    if (n.type === 'TemplateLiteral') {
      // A text followed by an expression goes on into it: `/api/${x}` is a path too.
      for (const q of n['quasis'] as { value: { raw: string }; start: number; tail: boolean }[]) {
        found.push({ text: q.tail ? q.value.raw : `${q.value.raw}\${}`, at: q.start });
      }
    }
    for (const [key, value] of Object.entries(n)) {
      if (!TYPE_KEYS.has(key)) visit(value);
    }
  };
  visit(parseSync(file, code).program);
  return found;
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

const lineAt = (code: string, at: number) => code.slice(0, at).split('\n').length;

/** Every breach under `root` (the repository, or a fixture tree of the same shape). */
export function checkEndpoints(root: string = ROOT): Breach[] {
  const breaches: Breach[] = [];
  for (const file of DIRS.flatMap((dir) => sourceFiles(root, dir))) {
    if (TEST.test(file) || OTHER_APIS.some((dir) => file.startsWith(dir))) continue;
    const code = readFileSync(path.join(root, file), 'utf8');
    for (const { text, at } of stringsOf(file, code)) {
      if (API_PATH.test(text)) {
        breaches.push({ file, line: lineAt(code, at), text, rule: `an API path outside ${ENDPOINTS_DIR}: use the endpoint's definition (apiRequest, pathOf, routesAt)` });
      } else if (BELOW_API_BASE.test(text)) {
        breaches.push({ file, line: lineAt(code, at), text, rule: `an API base restated: mount at a base of ${ENDPOINTS_DIR}/bases.ts (belowApi(BASE))` });
      }
    }
  }
  const defined = new Map<string, string>();
  for (const file of sourceFiles(root, ENDPOINTS_DIR)) {
    if (TEST.test(path.basename(file))) continue;
    const code = readFileSync(path.join(root, file), 'utf8');
    for (const { text, at } of stringsOf(file, code)) {
      const where = `${file}:${lineAt(code, at)}`;
      if (ENDPOINT.test(text)) {
        const first = defined.get(text);
        if (first) breaches.push({ file, line: lineAt(code, at), text, rule: `defined twice (first at ${first})` });
        else defined.set(text, where);
      } else if (text.includes('/api') && !(file.endsWith('/bases.ts') && BASE.test(text))) {
        breaches.push({ file, line: lineAt(code, at), text, rule: "not an endpoint: '<METHOD> /api/<path>', parameters in braces (bases in bases.ts)" });
      }
    }
  }
  return breaches;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const breaches = checkEndpoints(process.argv[2] ? path.resolve(process.argv[2]) : ROOT);
  for (const b of breaches) console.error(`${b.file}:${b.line}: '${b.text}' — ${b.rule}`);
  if (breaches.length > 0) {
    console.error(`\ncheck-endpoints: ${breaches.length} API path(s) written outside their one definition (docs/architecture.md, API).`);
    process.exit(1);
  }
  console.log('check-endpoints: every API path is written once, in contracts/endpoints.');
}
