import { defineConfig } from 'tsup';

/** Workspace packages resolve to their TypeScript source (they have no build of their own to bundle); `module` is esbuild's default. */
const conditions = ['source', 'module'];

export default defineConfig([
  {
    entry: ['src/index.ts'],
    format: ['esm', 'cjs'],
    dts: true,
    // The embed bundle below writes into the same folder at the same time.
    clean: ['**/*', '!cxkit-embed.*'],
    target: 'es2022',
  },
  {
    entry: { 'cxkit-embed': 'src/embed/auto.ts' },
    format: ['iife'],
    globalName: 'cxkitEmbed',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    noExternal: [/.*/],
    clean: ['cxkit-embed.*'],
    esbuildOptions(options) {
      options.conditions = conditions;
    },
  },
]);
