import { defineConfig } from 'tsup';

/** Workspace packages resolve to their TypeScript source (they have no build of their own to bundle); `module` is esbuild's default. */
const conditions = ['source', 'module'];
/** The self-contained bundles below write into the library's folder at the same time. */
const bundles = ['cxkit-embed.*', 'cxkit-widgets'];

export default defineConfig([
  {
    entry: {
      index: 'src/index.ts',
      'widgets/index': 'src/widgets/index.ts',
      'legacy/index': 'src/legacy/index.ts',
    },
    format: ['esm', 'cjs'],
    dts: true,
    clean: ['**/*', ...bundles.map((bundle) => `!${bundle}`)],
    target: 'es2022',
    external: ['react', 'react-dom', /^@cxkit\//],
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
  {
    // The drop-in widgets for a `<script type="module">`: React and the reference UI included, the
    // chat and each back end in chunks of their own that load on first use, the styles beside it.
    entry: { 'cxkit-widgets': 'src/widgets/standalone.ts' },
    outDir: 'dist/cxkit-widgets',
    format: ['esm'],
    splitting: true,
    platform: 'browser',
    target: 'es2022',
    minify: true,
    noExternal: [/.*/],
    clean: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    esbuildOptions(options) {
      options.conditions = conditions;
      options.chunkNames = 'chunks/[name]-[hash]';
    },
  },
]);
