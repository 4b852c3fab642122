// `npx tsx scripts/first-load-static.ts [--files]`: each budgeted first screen's JavaScript read from the
// build (dist/, or DIST_DIR) without starting anything: the files index.html's boot script asks for on
// that page (the entry and its imports, the page's chunks, its catalog in each language), counted as
// the build's `.br` and `.gz` (a file too small to be precompressed, as it is). The same sums as
// `npm run audit`'s first-load lines when the page loads nothing else before the network is idle;
// for trying a change in seconds, with `npm run build` (the audit stays the measurement).
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { FIRST_LOAD_JS_FLOOR, FIRST_LOAD_JS_GOAL, kb } from './lib/first-load';
import type { CatalogMap } from '../build/first-load';

const dist = process.env['DIST_DIR'] ?? path.join(process.cwd(), 'dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const args = html.match(/\}\)\((\{"full".*?)\)<\/script>/s)?.[1];
if (!args) throw new Error(`${dist}/index.html has no boot script (not a production build?)`);
const [map, routes, entry, imports] = JSON.parse(`[${args}]`) as [CatalogMap, { js: string[] }[], string, string[]];

const size = (url: string, ext: 'br' | 'gz') => {
  const file = path.join(dist, url);
  return statSync(existsSync(`${file}.${ext}`) ? `${file}.${ext}` : file).size;
};

for (const [i, route] of map.routes.entries()) {
  for (const [language, catalog] of Object.entries(route.catalogs)) {
    const files = [entry, ...imports, ...(routes[i]?.js ?? []), catalog];
    const br = files.reduce((sum, f) => sum + size(f, 'br'), 0);
    const gzip = files.reduce((sum, f) => sum + size(f, 'gz'), 0);
    const goal = br <= FIRST_LOAD_JS_GOAL.br && gzip <= FIRST_LOAD_JS_GOAL.gzip ? 'goal met' : 'goal NOT met';
    const floor = br > FIRST_LOAD_JS_FLOOR.br || gzip > FIRST_LOAD_JS_FLOOR.gzip ? '  OVER the floor' : '';
    console.log(`${route.path.padEnd(24)} ${language}  JS br ${kb(br).padStart(8)} gzip ${kb(gzip).padStart(8)} (${files.length} files)  ${goal}${floor}`);
    if (process.argv.includes('--files')) for (const f of files) console.log(`  br ${kb(size(f, 'br')).padStart(8)}  gzip ${kb(size(f, 'gz')).padStart(8)}  ${f}`);
  }
}
