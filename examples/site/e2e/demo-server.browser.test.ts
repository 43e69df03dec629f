import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startDemo, type DemoServer } from '../scripts/demo-server';

let demo: DemoServer | undefined;

afterEach(async () => {
  await demo?.close();
  demo = undefined;
});

function listen(port = 0): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

function portOf(server: Server): number {
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening');
  return address.port;
}

const close = (server: Server) => new Promise((resolve) => server.close(resolve));

async function freePort(): Promise<number> {
  const server = await listen();
  const port = portOf(server);
  await close(server);
  return port;
}

async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  return response.json();
}

describe('startDemo', () => {
  it('dev mode: Vite serves the site and proxies /sim and /cx-api to the simulator', async () => {
    demo = await startDemo({ mode: 'dev' });
    expect(demo.siteUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(demo.simulatorUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(demo.siteUrl).not.toBe(`${demo.simulatorUrl}/`);

    const page = await fetch(demo.siteUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    expect(await getJson(`${demo.siteUrl}sim/api/health`)).toMatchObject({ status: 'ok' });
    expect(await getJson(demo.simulatorUrls.health)).toMatchObject({ status: 'ok' });
    expect((await fetch(`${demo.siteUrl}cx-api/sessionabort`)).status).toBe(200);
    // The REST v3 chat back end's requests reach the simulator too (its refusal, not Vite's page).
    const nexus = await fetch(`${demo.siteUrl}nexus/v3/chat/sessions`, { method: 'POST' });
    expect(await nexus.json()).toMatchObject({ status: { code: 'INVALID_OPERATION_ID' } });
    const recorded = await getJson(`${demo.siteUrl}sim/api/glue/calls`);
    expect(recorded).toMatchObject({
      calls: [expect.objectContaining({ endpoint: 'sessionabort' })],
    });

    const { siteUrl } = demo;
    await demo.close();
    await expect(fetch(siteUrl)).rejects.toThrow();
  });

  it('dev mode: a busy site port fails fast and releases the simulator', async () => {
    const busy = await listen();
    const simulatorPort = await freePort();
    try {
      await expect(startDemo({ mode: 'dev', port: portOf(busy), simulatorPort })).rejects.toThrow(
        /in use|EADDRINUSE/i,
      );
      await close(await listen(simulatorPort));
    } finally {
      await close(busy);
    }
  });

  it('built mode: the simulator serves the production build and its APIs on one origin', async () => {
    demo = await startDemo({ mode: 'built' });
    expect(demo.siteUrl).toBe(`${demo.simulatorUrl}/`);
    const html = await (await fetch(demo.siteUrl)).text();
    const script = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
    expect(script, html).toBeDefined();
    const bundle = await fetch(new URL(script ?? '', demo.siteUrl));
    expect(bundle.status).toBe(200);
    expect(await bundle.text()).not.toContain('jsxDEV');
    expect(await getJson(`${demo.siteUrl}sim/api/health`)).toMatchObject({ status: 'ok' });
  });
});
