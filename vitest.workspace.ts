import { availableParallelism } from 'node:os';
import type { TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Workers per group of projects: half again as many as cores (three on 2 cores). Vitest's default
 * leaves one core free, which on a 2-core machine is one worker, and the tests also wait on real
 * timers, sockets and the browser.
 */
export const workers = Math.ceil(availableParallelism() * 1.5);

const integration = '**/*.integration.test.ts';
const browser = '**/*.browser.test.ts';

/** The test projects of the repository; the root `vitest.config.ts` imports them (Vitest 4 ignores workspace files). */
export const projects: TestProjectInlineConfiguration[] = [
  {
    extends: true,
    test: {
      name: 'headless',
      environment: 'node',
      include: ['packages/headless/{bus,kit,machines,services,transports}/**/*.test.ts'],
      exclude: [integration],
    },
  },
  {
    extends: true,
    test: {
      name: 'headless-react',
      environment: 'happy-dom',
      include: ['packages/headless/react/**/*.test.{ts,tsx}'],
    },
  },
  {
    extends: true,
    test: {
      name: 'reference-ui',
      environment: 'jsdom',
      include: ['packages/reference-ui/src/**/*.test.{ts,tsx}'],
    },
  },
  {
    extends: true,
    test: {
      name: 'adapters',
      environment: 'happy-dom',
      include: ['packages/adapters/src/**/*.test.{ts,tsx}'],
    },
  },
  {
    extends: true,
    test: {
      name: 'simulator',
      environment: 'node',
      include: ['packages/simulator/src/**/*.test.ts'],
      exclude: [integration, browser],
    },
  },
  {
    extends: true,
    test: {
      name: 'tooling',
      environment: 'node',
      include: ['scripts/**/*.test.ts'],
    },
  },
  {
    extends: true,
    test: {
      name: 'integration',
      environment: 'node',
      include: [`packages/${integration}`],
      testTimeout: 20_000,
    },
  },
  {
    extends: true,
    test: {
      name: 'browser',
      environment: 'node',
      include: [`examples/${browser}`, `packages/simulator/src/${browser}`],
      testTimeout: 60_000,
      hookTimeout: 120_000,
      // After the other projects, which keep the cores busy: a browser test spends about half its
      // time waiting on the chat's polls and timers, so its files run side by side too.
      maxWorkers: workers,
      // Child processes, as when their timings were tuned: threads gain nothing on browser tests.
      pool: 'forks',
      sequence: { groupOrder: 1 },
    },
  },
];
