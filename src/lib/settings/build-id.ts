// This build's id (build/build-id.ts: a content hash of the bundle's sources), put in by Vite's
// `define`; 'dev' where no build defined it (unit tests).
declare const __BUILD_ID__: string | undefined;

export const BUILD_ID: string = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev';
