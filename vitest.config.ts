import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { projects, workers } from './vitest.workspace.ts';

/** Workspace packages resolve to their TypeScript source through the `source` export condition. */
export default defineConfig({
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  test: {
    maxWorkers: workers,
    projects,
  },
});
