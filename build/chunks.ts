// Chunk rules by the import graph, not by file paths: a file moved or renamed stays in the chunk its
// imports put it in (a path rule once moved src/ui/Field, 10 KB, onto /signin).
import type { ChunkingContext, CodeSplittingGroup, ModuleInfo } from 'rolldown';

type Graph = Pick<ChunkingContext, 'getModuleInfo'>;

/**
 * The route file whose page a module is, when it is: TanStack Router's code splitting names the
 * split part of `src/routes/x.tsx` `…/src/routes/x.tsx?tsr-split=component---loader` (its parts,
 * sorted, joined by `---`).
 */
export function pageFile(id: string): string | undefined {
  const [file, query] = id.split('?');
  const parts = new URLSearchParams(query ?? '').get('tsr-split');
  return parts?.split('---').includes('component') ? file : undefined;
}

/** Whether a module is the page of one of `files` (paths from the root, e.g. src/routes/index.tsx). */
export const isPageOf = (files: string[]) => (id: string) => {
  const file = pageFile(id);
  return file !== undefined && files.some((f) => file.endsWith(`/${f}`));
};

/** A lazily loaded chunk's own module: something imports it with `import()`. */
const isLazyRoot = (m: ModuleInfo) => m.dynamicImporters.length > 0;

/**
 * The modules a module is loaded with: the lazily loaded modules (route components, popups…) and
 * entries from which it is reached through static imports only. Memoised per chunking pass.
 */
export function loadRoots(graph: Graph, id: string, memo = new Map<string, Set<string>>()): Set<string> {
  const known = memo.get(id);
  if (known) return known;
  const roots = new Set<string>();
  memo.set(id, roots); // a cycle adds nothing new
  const info = graph.getModuleInfo(id);
  if (!info) return roots;
  if (info.isEntry || isLazyRoot(info)) roots.add(id);
  for (const importer of info.importers) for (const r of loadRoots(graph, importer, memo)) roots.add(r);
  return roots;
}

/** A signed-in device's first screen, and the guest pages whose chunks it keeps apart from (below). */
export type SignedInFirstScreen = { name: string; files: string[]; apartFrom: string[] };

/**
 * The first screens' chunks, whatever the files' paths: every module that one or more of the first
 * screens' pages load (and the entry does not) goes into the chunk of exactly the pages that load
 * it, named after them (`home-doctors`: what only the home page and the doctor list load;
 * `home-doctors-profile`: the doctor cards the profile shares with them…). A first screen then
 * downloads a few files, none holding code it does not run (once a path rule put the text field
 * /signin shares into the home page's chunk: 10 KB more on /signin). Other pages' roots are not
 * counted: a later page that shares a module with a first screen loads that chunk (the service
 * worker has it by then). Dependencies are not pulled in (includeDependenciesRecursively: false):
 * a module is loaded by at least the pages that load its importer, so a chunk only imports chunks
 * of the same or more pages, never back.
 *
 * `signedIn` is the first screen of a signed-in device (the dashboard at /home), which no byte
 * budget counts: a module it shares with only one of the pages of `apartFrom` goes into a chunk of
 * its own (`signin-dashboard`: the e-mail checks; `profile-dashboard`: the tabs), so the dashboard
 * does not download and run that page's code and styles (the sign-in form, a doctor's profile:
 * 20 KB). That costs those pages a file (+0.1–0.3 KB Brotli). What it shares with several guest
 * pages, or with the public home (its top doctors; the rest of that chunk is 1 KB), stays where it is.
 */
export function firstScreenGroup(pages: { name: string; file: string }[], priority = 1, signedIn?: SignedInFirstScreen): CodeSplittingGroup {
  const pageOf = (root: string) => pages.find((p) => isPageOf([p.file])(root));
  const isSignedInPage = signedIn ? isPageOf(signedIn.files) : () => false;
  let memo = new Map<string, Set<string>>();
  let graphSeen: Graph | undefined;
  return {
    name(id, ctx) {
      if (graphSeen !== ctx) {
        graphSeen = ctx;
        memo = new Map();
      }
      const roots = [...loadRoots(ctx, id, memo)];
      if (roots.some((r) => ctx.getModuleInfo(r)?.isEntry)) return null;
      const loadedBy = new Set(roots.map(pageOf).filter((p) => p !== undefined));
      if (!loadedBy.size) return null;
      const names = pages.filter((p) => loadedBy.has(p)).map((p) => p.name);
      // What one guest page shares with the signed-in home only: a chunk of its own (see above).
      if (signedIn && names.length === 1 && signedIn.apartFrom.includes(names[0]!) && roots.some(isSignedInPage)) names.push(signedIn.name);
      return names.join('-');
    },
    includeDependenciesRecursively: false,
    priority,
  };
}
