// `use-sync-external-store/shim` for React 18, which has the hook itself: TanStack Store's selector
// hook imports the shim (written for React < 18, ~0.5 KB gzip of a first screen it never runs).
// vite.config.ts points the shim's import here in the app's build.
export { useSyncExternalStore } from 'react';
