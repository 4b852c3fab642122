// What Vite wraps around each lazily loaded chunk (its `__vitePreload`), cut to what this app needs,
// and the stylesheet loader each chunk awaits (build/css-preload.ts swaps both in). With
// `modulePreload: false` a chunk's only dependencies here are its stylesheets: each is linked once,
// and the chunk finishes running when they have loaded, so a page never shows unstyled. A stylesheet
// that fails (offline, a deploy removed it) fails the chunk, as Vite's helper does, and leaves no link
// behind. Not kept from Vite's (1.7 KB of every first screen's entry): JS preloading, CSP nonces, the
// `vite:preloadError` event, non-root bases.
const loading = {};

function stylesheet(dep) {
  const href = new URL(`/${dep}`, location.href).href;
  if (loading[href]) return loading[href];
  // Linked by index.html (a first screen's own) or by an earlier chunk.
  for (const link of document.querySelectorAll('link[rel=stylesheet]')) if (link.href === href) return undefined;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  loading[href] = new Promise((resolve, reject) => {
    link.onload = resolve;
    link.onerror = () => {
      delete loading[href];
      link.remove();
      reject(new Error(`Unable to preload CSS for ${href}`));
    };
  });
  document.head.appendChild(link);
  return loading[href];
}

/** Awaited at the end of each lazily loaded chunk with its own stylesheets (build/css-preload.ts). */
export function loadStylesheets(deps) {
  return Promise.all(deps.map(stylesheet));
}
globalThis.__swasthyaCss = loadStylesheets;

export function __vitePreload(load, deps) {
  return Promise.all((deps ?? []).map(stylesheet)).then(() => load());
}
