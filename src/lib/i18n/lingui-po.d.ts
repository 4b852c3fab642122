// Lingui .po catalogs are compiled to ES modules by @lingui/vite-plugin.
declare module '*.po' {
  export const messages: import('@lingui/core').Messages;
}
