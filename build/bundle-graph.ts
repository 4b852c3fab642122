// Reading a finished bundle (generateBundle): its chunks, what each loads statically, and the
// stylesheets Vite attached to each. Shared by the build plugins (first-load, css-preload, precache).
import type { OutputBundle, OutputChunk } from 'rolldown';

/** Vite adds the CSS files a chunk brings to its output chunks. */
export type ViteChunk = OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/** The stylesheets Vite attached to a chunk. */
export const importedCss = (chunk: OutputChunk): string[] => [...((chunk as ViteChunk).viteMetadata?.importedCss ?? [])];

/** The bundle's chunks by file name. */
export function chunkMap(bundle: OutputBundle): Map<string, OutputChunk> {
  const out = new Map<string, OutputChunk>();
  for (const [name, item] of Object.entries(bundle)) if (item.type === 'chunk') out.set(name, item);
  return out;
}

/** Chunks and every chunk they import statically (what the browser loads with them). */
export function staticClosure(all: Map<string, OutputChunk>, start: OutputChunk[]): Set<OutputChunk> {
  const seen = new Set<OutputChunk>();
  const visit = (chunk: OutputChunk | undefined) => {
    if (!chunk || seen.has(chunk)) return;
    seen.add(chunk);
    for (const name of chunk.imports) visit(all.get(name));
  };
  start.forEach(visit);
  return seen;
}
