import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/** Benchmarks print figures and never fail on timing; they run with `npm run bench`. */
export default defineConfig({
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  test: {
    root: new URL('..', import.meta.url).pathname,
    benchmark: { include: ['bench/**/*.bench.ts'] },
  },
});
