import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { projects, workers } from './vitest.workspace.ts';

/** Workspace packages resolve to their TypeScript source through the `source` export condition. */
export default defineConfig({
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  test: {
    // Worker threads start and import faster than the default child processes: 217 s down to 174 s
    // for the projects before the browser tests on 2 cores, with the same tests passing.
    pool: 'threads',
    maxWorkers: workers,
    projects,
  },
});
