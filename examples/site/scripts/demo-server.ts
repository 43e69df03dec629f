import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSimulator, type SimulatorInstance, type SimulatorUrls } from '@cxkit/simulator';
import react from '@vitejs/plugin-react';
import { build, createServer, defaultClientConditions, type LogLevel } from 'vite';

/** The folder of the demo site (its `index.html` and `vite.config.ts`). */
export const siteRoot = fileURLToPath(new URL('..', import.meta.url));

const configFile = join(siteRoot, 'vite.config.ts');
const host = '127.0.0.1';
/** Path prefix of the simulator's glue endpoints, as the demo's CxProvider calls them. */
const apiBase = '/cx-api';

/** How the demo site is served. */
export type DemoMode = 'dev' | 'built';

/** Options of {@link startDemo}. */
export interface StartDemoOptions {
  /** `dev`: Vite's dev server proxying to the simulator; `built`: a production build served by the simulator. @default 'dev' */
  mode?: DemoMode;
  /** Port of the site; a non-zero one must be free (no fallback). In `built` mode the simulator serves the site, so this is its port unless `simulatorPort` is given. @default 0 */
  port?: number;
  /** Port of the simulator; in `built` mode it also serves the site. @default 0 */
  simulatorPort?: number;
  /** `built` mode: folder to build into. @default a temporary folder, removed by `close()` */
  outDir?: string;
  /** What Vite prints. @default 'warn' */
  logLevel?: LogLevel;
  /** A scripted agent scenario for the simulator (e.g. `demo`), so a visitor gets answers without a person. */
  scenario?: 'demo';
}

/** A running demo. */
export interface DemoServer {
  /** How the site is served. */
  mode: DemoMode;
  /** The site's address, with a trailing slash. */
  siteUrl: string;
  /** The simulator's base address, without a trailing slash. */
  simulatorUrl: string;
  /** The simulator's glue API, control API, health and events addresses. */
  simulatorUrls: SimulatorUrls;
  /** Stops the site and the simulator (and removes a temporary build); safe to call more than once. */
  close(): Promise<void>;
}

/** Starts the simulator and serves the demo site with it, on 127.0.0.1 only. */
export async function startDemo(options: StartDemoOptions = {}): Promise<DemoServer> {
  return options.mode === 'built' ? startBuilt(options) : startDev(options);
}

async function startDev({
  port = 0,
  simulatorPort = 0,
  logLevel = 'warn',
  scenario,
}: StartDemoOptions): Promise<DemoServer> {
  const simulator = await startSimulator({
    port: simulatorPort,
    host,
    apiBase,
    chat: { scenario },
  });
  const vite = await undoOnFailure(
    () =>
      createServer({
        configFile,
        logLevel,
        clearScreen: false,
        server: {
          host,
          port,
          strictPort: port !== 0,
          proxy: {
            [apiBase]: { target: simulator.url },
            '/sim/': { target: simulator.url, ws: true },
            '/genesys/': { target: simulator.url, ws: true },
            '/nexus/': { target: simulator.url },
            // GES v3: estimated wait time (and callbacks).
            '/engagement/': { target: simulator.url },
            '/api/v2/webchat/': { target: simulator.url, ws: true },
            // The stand-in co-browse product: its script and its service.
            '/cobrowse/': { target: simulator.url },
            // The knowledge centre (Search and chat deflection; GKC v2 under /gkc-ws/api, v1 under /gkc-ws/api/v1).
            '/gkc-ws/': { target: simulator.url },
            // The simulated GWE server: its stand-in tracker and the invite dispositions.
            '/gwe/': { target: simulator.url },
          },
        },
      }),
    [() => simulator.close()],
  );
  await undoOnFailure(() => vite.listen(), [() => vite.close(), () => simulator.close()]);
  const { port: sitePort } = vite.httpServer?.address() as AddressInfo;
  return demoServer('dev', `http://${host}:${sitePort}/`, simulator, [
    () => vite.close(),
    () => simulator.close(),
  ]);
}

async function startBuilt({
  port,
  simulatorPort,
  outDir,
  logLevel = 'warn',
  scenario,
}: StartDemoOptions): Promise<DemoServer> {
  const dir = outDir ?? (await mkdtemp(join(tmpdir(), 'cxkit-demo-')));
  const removeBuild = () =>
    outDir ? Promise.resolve() : rm(dir, { recursive: true, force: true });
  const buildSite = () =>
    build({ configFile, logLevel, clearScreen: false, build: { outDir: dir, emptyOutDir: true } });
  await undoOnFailure(() => withProductionNodeEnv(buildSite), [removeBuild]);
  const simulator = await undoOnFailure(
    () =>
      startSimulator({
        port: simulatorPort ?? port ?? 0,
        host,
        apiBase,
        staticRoot: dir,
        chat: { scenario },
      }),
    [removeBuild],
  );
  return demoServer('built', simulator.urls.site ?? `${simulator.url}/`, simulator, [
    () => simulator.close(),
    removeBuild,
  ]);
}

/**
 * Runs `task` with NODE_ENV=production. Vite reads NODE_ENV to pick both React's build and the JSX
 * transform, and Vitest sets it to 'test'; the bundle must be a production one whoever builds it.
 */
export async function withProductionNodeEnv<T>(task: () => Promise<T>): Promise<T> {
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return await task();
  } finally {
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
  }
}

/**
 * Builds the page of a Vite `root` (its `index.html`) into `outDir` in production mode, with
 * workspace packages from source and no config file: for pages that tests and benchmarks serve.
 */
export async function buildProductionPage(root: string, outDir: string, cacheDir: string) {
  await withProductionNodeEnv(() =>
    build({
      configFile: false,
      root,
      cacheDir,
      mode: 'production',
      logLevel: 'warn',
      plugins: [react()],
      resolve: { conditions: ['source', ...defaultClientConditions] },
      build: { outDir, emptyOutDir: true, reportCompressedSize: false },
    }),
  );
}

function demoServer(
  mode: DemoMode,
  siteUrl: string,
  simulator: SimulatorInstance,
  shutdown: readonly (() => Promise<unknown>)[],
): DemoServer {
  let closing: Promise<void> | undefined;
  return {
    mode,
    siteUrl,
    simulatorUrl: simulator.url,
    simulatorUrls: simulator.urls,
    close() {
      closing ??= closeInOrder(shutdown);
      return closing;
    },
  };
}

/** Runs `task`; when it fails, runs the `undo` steps in order and rethrows the task's error. */
async function undoOnFailure<T>(
  task: () => Promise<T>,
  undo: readonly (() => Promise<unknown>)[],
): Promise<T> {
  try {
    return await task();
  } catch (error) {
    await closeInOrder(undo).catch(() => undefined);
    throw error;
  }
}

/** Runs every step even when one fails, then rethrows the first failure. */
async function closeInOrder(steps: readonly (() => Promise<unknown>)[]): Promise<void> {
  const failures: unknown[] = [];
  for (const step of steps) {
    try {
      await step();
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0) throw failures[0];
}
