// The first screens' chunk rules work on the import graph: a module's chunk follows from which
// pages load it, not from where its file is.
import { describe, expect, it } from 'vitest';
import type { ModuleInfo } from 'rolldown';
import { firstScreenGroup, loadRoots, pageFile } from './chunks';

type Node = { imports?: string[]; lazy?: string[]; entry?: boolean };

/** A made-up module graph in the shape Rolldown's chunking context gives it. */
function graph(nodes: Record<string, Node>) {
  const info = new Map<string, ModuleInfo>();
  for (const id of Object.keys(nodes)) {
    const importers = Object.entries(nodes).filter(([, n]) => n.imports?.includes(id)).map(([k]) => k);
    const dynamicImporters = Object.entries(nodes).filter(([, n]) => n.lazy?.includes(id)).map(([k]) => k);
    info.set(id, { id, isEntry: Boolean(nodes[id]!.entry), importers, dynamicImporters, importedIds: nodes[id]!.imports ?? [], dynamicallyImportedIds: nodes[id]!.lazy ?? [] } as unknown as ModuleInfo);
  }
  return { getModuleInfo: (id: string) => info.get(id) ?? null };
}

const page = (file: string) => `/app/${file}?tsr-split=component---loader`;
const HOME = page('src/routes/index.tsx');
const LIST = page('src/routes/find/doctors/index.tsx');
const SIGNIN = page('src/routes/signin.tsx');
const BOOK = page('src/routes/_authed/book/$doctorId.tsx');
const PAGES = [
  { name: 'home', file: 'src/routes/index.tsx' },
  { name: 'doctors', file: 'src/routes/find/doctors/index.tsx' },
  { name: 'signin', file: 'src/routes/signin.tsx' },
];

const ctx = graph({
  '/app/src/main.tsx': { entry: true, imports: ['/app/src/ui/Button.tsx'], lazy: [HOME, LIST, SIGNIN, BOOK] },
  '/app/src/ui/Button.tsx': {},
  [HOME]: { imports: ['/app/src/grid.tsx', '/app/src/ui/Button.tsx'] },
  [LIST]: { imports: ['/app/src/grid.tsx', '/app/src/search-form.tsx'], lazy: ['/app/src/popup.tsx'] },
  [SIGNIN]: { imports: ['/app/src/text-input.tsx'] },
  [BOOK]: { imports: ['/app/src/grid.tsx', '/app/src/text-input.tsx'] },
  '/app/src/grid.tsx': { imports: ['/app/src/card.tsx'] },
  '/app/src/card.tsx': {},
  '/app/src/search-form.tsx': { imports: ['/app/src/text-input.tsx'] },
  // Anywhere in the tree: only its importers count.
  '/app/src/text-input.tsx': { imports: ['/app/src/somewhere/else/field.tsx'] },
  '/app/src/somewhere/else/field.tsx': {},
  '/app/src/popup.tsx': { imports: ['/app/src/card.tsx'] },
});

describe('the first screens’ chunks', () => {
  it('names a page by its route file, whatever else its split holds', () => {
    expect(pageFile(HOME)).toBe('/app/src/routes/index.tsx');
    expect(pageFile('/app/src/routes/index.tsx?tsr-split=errorComponent')).toBeUndefined();
    expect(pageFile('/app/src/routes/index.tsx')).toBeUndefined();
  });

  it('finds the lazily loaded modules and entries a module is loaded with', () => {
    expect(loadRoots(ctx, '/app/src/card.tsx')).toEqual(new Set([HOME, LIST, BOOK, '/app/src/popup.tsx']));
    expect(loadRoots(ctx, '/app/src/ui/Button.tsx')).toEqual(new Set(['/app/src/main.tsx', HOME]));
  });

  it('puts a module in the chunk of the first screens that load it, and leaves the rest', () => {
    const group = firstScreenGroup(PAGES);
    const name = group.name as (id: string, c: typeof ctx) => string | null;
    expect(name('/app/src/grid.tsx', ctx)).toBe('home-doctors');
    expect(name(HOME, ctx)).toBe('home');
    // The text field the list's search form shares with /signin: not in the home page's chunk.
    expect(name('/app/src/text-input.tsx', ctx)).toBe('doctors-signin');
    expect(name('/app/src/somewhere/else/field.tsx', ctx)).toBe('doctors-signin');
    // What the entry loads stays with the entry; what only a popup or a later page loads is left to Rolldown.
    expect(name('/app/src/ui/Button.tsx', ctx)).toBeNull();
    expect(name('/app/src/popup.tsx', ctx)).toBeNull();
    expect(name(BOOK, ctx)).toBeNull();
    expect(group.includeDependenciesRecursively).toBe(false);
  });

  it('keeps what the signed-in home shares with one guest page apart from that page’s chunk', () => {
    const DASHBOARD = page('src/routes/_authed/home.tsx');
    const dash = graph({
      '/app/src/main.tsx': { entry: true, lazy: [HOME, LIST, SIGNIN, DASHBOARD] },
      [HOME]: { imports: ['/app/src/top-doctors.tsx', '/app/src/hero.tsx'] },
      [LIST]: { imports: ['/app/src/card.tsx'] },
      [SIGNIN]: { imports: ['/app/src/email-check.ts', '/app/src/sign-in-form.tsx'] },
      [DASHBOARD]: { imports: ['/app/src/email-check.ts', '/app/src/top-doctors.tsx', '/app/src/card.tsx'] },
      '/app/src/email-check.ts': {},
      '/app/src/sign-in-form.tsx': { imports: ['/app/src/email-check.ts'] },
      '/app/src/top-doctors.tsx': { imports: ['/app/src/card.tsx'] },
      '/app/src/hero.tsx': {},
      '/app/src/card.tsx': {},
    });
    const signedIn = { name: 'dashboard', files: ['src/routes/_authed/home.tsx'], apartFrom: ['signin'] };
    const name = firstScreenGroup(PAGES, 1, signedIn).name as (id: string, c: typeof dash) => string | null;
    // The dashboard downloads the e-mail check, not the sign-in form.
    expect(name('/app/src/email-check.ts', dash)).toBe('signin-dashboard');
    expect(name('/app/src/sign-in-form.tsx', dash)).toBe('signin');
    // Shared with the public home (not in apartFrom) or with several guest pages: left where it was.
    expect(name('/app/src/top-doctors.tsx', dash)).toBe('home');
    expect(name('/app/src/card.tsx', dash)).toBe('home-doctors');
    // Without the signed-in screen the e-mail check stays in the sign-in page's chunk.
    const guestOnly = firstScreenGroup(PAGES).name as (id: string, c: typeof dash) => string | null;
    expect(guestOnly('/app/src/email-check.ts', dash)).toBe('signin');
  });
});
