// The plugins that transform source files. Shared by the app build (vite.config.ts)
// and the unit/component tests (vitest.config.ts), so both see the same code.
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import type { Alias, PluginOption } from 'vite';

/**
 * Import paths from the roots instead of climbing `../../../`: `@/lib/i18n/format` is src/lib/i18n/format,
 * `@contracts/doctors` is contracts/doctors (tsconfig.json's `paths` say the same to TypeScript).
 */
export const SOURCE_ALIASES: Alias[] = [
  { find: /^@\//, replacement: fileURLToPath(new URL('../src/', import.meta.url)) },
  { find: /^@contracts\//, replacement: fileURLToPath(new URL('../contracts/', import.meta.url)) },
];

/**
 * Lingui's macros (`Trans`, `t`, `msg`, `Plural`…) are compile-time: Babel rewrites them
 * into runtime calls with hashed message ids (and, in production, without the English text).
 * @vitejs/plugin-react 6 no longer runs Babel, so @rolldown/plugin-babel does, and only on
 * files that import a macro (everything else skips Babel entirely).
 */
const linguiMacroPreset = defineRolldownBabelPreset({
  preset: () => ({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
  rolldown: {
    filter: {
      id: /\.[cm]?[jt]sx?(?:$|\?)/,
      code: /@lingui\/(?:core\/|react\/)?macro/,
    },
  },
});

export function sourcePlugins(): PluginOption[] {
  return [
    babel({ presets: [linguiMacroPreset] }),
    react(),
    lingui(),
    vanillaExtractPlugin(),
  ];
}
