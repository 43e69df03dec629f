import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { SimulatorModule } from './module';
import { builtInModules } from './modules';
import { glueState } from './modules/glue';
import { SimulatorOptionsError } from './options';
import { createSimulatorApp } from './server';
import { useSimulators } from './test-support';

const start = useSimulators();

const siteDir = mkdtempSync(join(tmpdir(), 'cxkit-sim-site-'));
writeFileSync(join(siteDir, 'index.html'), '<!doctype html><title>demo</title>');
writeFileSync(join(siteDir, 'app.js'), 'console.log("demo")');
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

const echoModule: SimulatorModule = {
  name: 'echo',
  description: 'Echoes its query and logs each call.',
  register(app, context) {
    app.get('/echo', (request) => {
      context.emit('echo.called', request.query);
      return { query: request.query, apiBase: context.apiBase, controlBase: context.controlBase };
    });
  },
};

describe('startSimulator', () => {
  it('listens on an OS-chosen loopback port and reports its URLs', async () => {
    const simulator = await start();
    expect(simulator.port).toBeGreaterThan(0);
    expect(simulator.url).toBe(`http://127.0.0.1:${simulator.port}`);
    expect(simulator.urls).toEqual({
      site: undefined,
      api: `${simulator.url}/cx-api`,
      control: `${simulator.url}/sim/api/`,
      health: `${simulator.url}/sim/api/health`,
      events: `ws://127.0.0.1:${simulator.port}/sim/api/events`,
    });
    expect((await fetch(simulator.urls.health)).status).toBe(200);
  });

  it('exposes the run state the modules write to', async () => {
    const simulator = await start();
    await fetch(`${simulator.urls.api}/sessionabort`);
    expect(simulator.state.store.get(glueState).calls.map((call) => call.endpoint)).toEqual([
      'sessionabort',
    ]);
    expect(simulator.state.events.entries().map((event) => event.type)).toEqual(['glue.called']);
  });

  it('stops listening on close, and close can be called again', async () => {
    const simulator = await start();
    await simulator.close();
    await simulator.close();
    await expect(fetch(simulator.urls.health)).rejects.toThrow();
  });

  it('serves the glue endpoints under a custom apiBase only', async () => {
    const simulator = await start({ apiBase: '/genesys/glue' });
    expect(simulator.urls.api).toBe(`${simulator.url}/genesys/glue`);
    expect((await fetch(`${simulator.url}/genesys/glue/sessionabort`)).status).toBe(200);
    expect((await fetch(`${simulator.url}/cx-api/sessionabort`)).status).toBe(404);
  });

  it('serves files from staticRoot at /', async () => {
    const simulator = await start({ staticRoot: siteDir });
    expect(simulator.urls.site).toBe(`${simulator.url}/`);
    const index = await fetch(simulator.url);
    expect(index.status).toBe(200);
    expect(await index.text()).toContain('<title>demo</title>');
    const script = await fetch(`${simulator.url}/app.js`);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(await script.text()).toBe('console.log("demo")');
    expect((await fetch(`${simulator.urls.api}/sessionabort`)).status).toBe(200);
  });

  it('serves no files without staticRoot', async () => {
    const simulator = await start();
    expect((await fetch(`${simulator.url}/`)).status).toBe(404);
  });

  it('reflects any origin by default, preflights included', async () => {
    const simulator = await start();
    const origin = 'http://localhost:5173';
    const preflight = await fetch(`${simulator.urls.api}/LogAction`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type');
    const response = await fetch(`${simulator.urls.api}/sessionabort`, { headers: { origin } });
    expect(response.headers.get('access-control-allow-origin')).toBe(origin);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('allows only the configured origin when cors is an origin', async () => {
    const simulator = await start({ cors: 'http://localhost:5173' });
    const response = await fetch(`${simulator.urls.api}/sessionabort`, {
      headers: { origin: 'http://evil.example' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
  });

  it('sends no CORS headers when cors is false', async () => {
    const simulator = await start({ cors: false });
    const response = await fetch(`${simulator.urls.api}/sessionabort`, {
      headers: { origin: 'http://localhost:5173' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('rejects invalid options before listening', async () => {
    await expect(start({ port: 70000 })).rejects.toThrow(SimulatorOptionsError);
    await expect(start({ port: 70000 })).rejects.toThrow(/port/);
  });

  it('rejects when the port is taken', async () => {
    const first = await start();
    await expect(start({ port: first.port })).rejects.toThrow(/EADDRINUSE/);
  });
});

describe('createSimulatorApp', () => {
  it('returns a Fastify app that is not listening yet and answers inject()', async () => {
    const app = createSimulatorApp();
    try {
      expect(app.server.listening).toBe(false);
      const response = await app.inject({ method: 'GET', url: '/sim/api/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        status: 'ok',
        modules: [
          'faults',
          'glue',
          'control',
          'gms-chat',
          'chats',
          'agent-console',
          'assets',
          'rest-v3-chat',
          'gms-cometd',
          'cloud-v2-chat',
          'gms-callback',
          'ges-callback',
          'callbacks',
          'gms-ewt',
          'ges-ewt',
          'stats',
          'gms-click-to-call',
          'click-to-call',
          'gcb-cobrowse',
          'cobrowse',
          'gkc-knowledge-v2',
          'gkc-knowledge-v1',
          'knowledge',
          'gms-email',
          'send-message',
          'gwe-server',
          'gwe',
        ],
      });
      expect(app.simulator.options.apiBase).toBe('/cx-api');
    } finally {
      await app.close();
    }
  });

  it('throws SimulatorOptionsError synchronously for bad options', () => {
    expect(() => createSimulatorApp({ apiBase: 'x' })).toThrow(
      /^Invalid simulator options: apiBase: /,
    );
  });

  it('loads extra modules in their own context with the shared engine', async () => {
    const app = createSimulatorApp({ modules: [...builtInModules, echoModule] });
    try {
      const response = await app.inject({ method: 'GET', url: '/echo?x=1' });
      expect(response.json()).toEqual({
        query: { x: '1' },
        apiBase: '/cx-api',
        controlBase: '/sim/api',
      });
      expect(app.simulator.engine.events.entries()).toMatchObject([
        { module: 'echo', type: 'echo.called', data: { x: '1' } },
      ]);
      const listing = (await app.inject({ method: 'GET', url: '/sim/api/' })).json();
      expect(listing.modules.at(-1)).toEqual({
        name: 'echo',
        description: 'Echoes its query and logs each call.',
        endpoints: [{ method: 'GET', path: '/echo', websocket: false }],
      });
    } finally {
      await app.close();
    }
  });

  it('loads only the given modules', async () => {
    const app = createSimulatorApp({ modules: [echoModule] });
    try {
      expect(app.simulator.modules().map((module) => module.name)).toEqual(['echo']);
      expect((await app.inject({ method: 'GET', url: '/sim/api/health' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
