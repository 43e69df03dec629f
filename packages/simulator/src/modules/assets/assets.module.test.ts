import { describe, expect, it } from 'vitest';
import { simulatorAssetUrl } from '../../chat/rich-media-samples';
import { useSimulators } from '../../test-support';
import { simulatorAsset } from './assets.content';

const start = useSimulators();

describe('simulatorAsset', () => {
  it('draws a labelled picture whose colour depends only on the name', () => {
    const asset = simulatorAsset('store-front.svg');
    expect(asset?.contentType).toBe('image/svg+xml; charset=utf-8');
    expect(asset?.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(asset?.body).toContain('<title>store front</title>');
    expect(asset?.body).not.toMatch(/<script|on\w+=/i);
    expect(simulatorAsset('store-front.svg')).toEqual(asset);
  });

  it('writes a small text file sent as a download', () => {
    expect(simulatorAsset('guide.txt')).toEqual({
      contentType: 'text/plain; charset=utf-8',
      body: 'guide.txt: a sample file served by the cxkit simulator.\n',
      headers: { 'content-disposition': 'attachment; filename="guide.txt"' },
    });
  });

  it.each([
    'Store.svg',
    'a.png',
    '.svg',
    '-a.svg',
    '../a.svg',
    'a b.svg',
    'a.svg.txt',
    'a'.repeat(65) + '.svg',
  ])('has nothing for %j', (file) => {
    expect(simulatorAsset(file)).toBeUndefined();
  });
});

describe('GET /sim/assets/:file', () => {
  it('serves a picture other origins may show but never run', async () => {
    const simulator = await start();
    const response = await fetch(simulatorAssetUrl(simulator.url, 'headphones'));
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'image/svg+xml; charset=utf-8',
      'content-security-policy': "default-src 'none'",
      'cross-origin-resource-policy': 'cross-origin',
      'x-content-type-options': 'nosniff',
    });
    expect(await response.text()).toContain('>headphones</text>');
  });

  it('serves a text file as an attachment', async () => {
    const simulator = await start();
    const response = await fetch(simulatorAssetUrl(simulator.url, 'cxkit-guide', 'txt'));
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="cxkit-guide.txt"',
    );
    expect(await response.text()).toMatch(/^cxkit-guide\.txt: /);
  });

  it('answers 404 with the control API error shape for other names', async () => {
    const simulator = await start();
    for (const file of ['Nope.svg', 'x.exe', '%2e%2e%2fx.svg']) {
      const response = await fetch(`${simulator.url}/sim/assets/${file}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: 'Not Found', code: 'not-found' });
    }
  });

  it('is listed as a module with its one route', async () => {
    const simulator = await start();
    const { modules } = (await (await fetch(simulator.urls.control)).json()) as {
      modules: { name: string; endpoints: unknown[] }[];
    };
    expect(modules.find((module) => module.name === 'assets')?.endpoints).toEqual([
      { method: 'GET', path: '/sim/assets/:file', websocket: false },
    ]);
  });
});
