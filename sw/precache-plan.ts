// The built files as the service worker sees them (pure; unit-tested in
// build/precache.test.ts). The build tags each file of self.__WB_MANIFEST with its
// group (build/precache.ts): none = the shell, installed at once; 'en' / 'ne' = one language's catalogs
// and tables, installed at once for the patient's own language; 'later' = cached when first used, or
// fetched after install on a good connection.
export type Language = 'en' | 'ne';
export const LANGUAGES: readonly Language[] = ['en', 'ne'];

/** A group whose hashed files are also written into one pack file (build/precache.ts). */
export type Packed = 'shell' | Language;

export type BuiltFile = {
  url: string;
  revision: string | null;
  integrity?: string;
  group?: Language | 'later' | 'pack';
  /** A pack's group. */
  of?: Packed;
};

export type Plan = {
  shell: BuiltFile[];
  languages: Record<Language, BuiltFile[]>;
  later: BuiltFile[];
  packs: Partial<Record<Packed, BuiltFile>>;
};

export function planOf(files: readonly BuiltFile[]): Plan {
  const plan: Plan = { shell: [], languages: { en: [], ne: [] }, later: [], packs: {} };
  for (const file of files) {
    if (file.group === 'pack') {
      if (file.of) plan.packs[file.of] = file;
    } else if (file.group === 'later') plan.later.push(file);
    else if (file.group) plan.languages[file.group].push(file);
    else plan.shell.push(file);
  }
  return plan;
}

/**
 * Whether to ask for a group's pack rather than its missing files one by one: when a first install
 * misses most of them. After an update that changed a few files, those few cost less than the pack.
 */
export function worthThePack(missing: number, hashedInGroup: number): boolean {
  return missing >= 3 && missing * 3 >= hashedInGroup;
}

/** A pack's files: one line of JSON ([url, content type, length]…), then their texts one after the other. */
export function unpack(text: string): { url: string; type: string; body: string }[] {
  const newline = text.indexOf('\n');
  if (newline < 0) throw new Error('Not a pack');
  const index = JSON.parse(text.slice(0, newline)) as [string, string, number][];
  let at = newline + 1;
  const files = index.map(([url, type, length]) => {
    const body = text.slice(at, at + length);
    at += length;
    return { url, type, body };
  });
  if (at !== text.length) throw new Error('A pack whose lengths do not add up');
  return files;
}

/** The absolute URL of a built file. */
export function urlOf(file: BuiltFile, base: string): string {
  return new URL(file.url, base).href;
}

/**
 * Where a file is kept in Cache Storage: its URL, and for a file whose name carries no hash
 * (index.html, the web app manifests) its revision too, as workbox-precaching keys them.
 */
export function cacheKeyOf(file: BuiltFile, base: string): string {
  const url = new URL(file.url, base);
  if (file.revision) url.searchParams.set('__WB_REVISION__', file.revision);
  return url.href;
}

/**
 * The languages to install with the shell: the one a page of this app last used (noted by an earlier
 * version), else those whose files the browser already holds (the page that registered this worker
 * loaded its own catalog), else both (nothing to tell them apart by).
 */
export function languagesToInstall(noted: Language | undefined, held: readonly Language[]): Language[] {
  if (noted) return [noted];
  return held.length > 0 ? [...held] : [...LANGUAGES];
}

/** Whether the link is good enough to fetch what no screen has asked for yet (NetworkInformation). */
export function goodConnection(connection: { effectiveType?: string; saveData?: boolean } | undefined): boolean {
  return Boolean(connection) && connection?.saveData !== true && connection?.effectiveType === '4g';
}

/**
 * Runs `task` over `items`, at most `limit` at a time, in order. The first failure stops starting
 * new ones and rejects once the running ones have settled.
 */
export async function eachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (!failure && next < items.length) {
      const item = items[next++] as T;
      try {
        await task(item);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  if (failure) throw failure.error;
}
