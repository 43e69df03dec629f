import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { projects } from './vitest.workspace.ts';

/** Workspace packages resolve to their TypeScript source through the `source` export condition. */
export default defineConfig({
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  test: {
    // Vitest's default leaves one core free, which on a 2-core machine is one worker; the unit and
    // integration tests also wait on real timers and sockets, so three workers keep both cores busy.
    maxWorkers: 3,
    projects,
  },
});
