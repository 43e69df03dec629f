import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CxBusCompat } from '../cxbus/cxbus.types';
import type { GenesysWidgets, GenesysWindow } from '../embed/embed.types';
import { bootWidgets, type BootedWidgets } from './boot-widgets';

const booted: BootedWidgets[] = [];
afterEach(() => {
  for (const widgets of booted.splice(0)) widgets.stop();
  delete (window as GenesysWindow)._genesys;
});

function boot(widgets: GenesysWidgets = { main: { pluginLoadDelay: 0 } }) {
  const win = window as unknown as GenesysWindow;
  win._genesys = { widgets };
  const logger = { debug: vi.fn(), error: vi.fn(), warn: vi.fn() };
  const result = bootWidgets(win, { logger, loader: vi.fn(async () => undefined) });
  if (!result) throw new Error('expected the page to boot');
  booted.push(result);
  return { booted: result, cxbus: result.embed.cxbus as CxBusCompat, logger };
}

/** Resolves with the result of a legacy command, or rejects with its reason. */
function settle(cxbus: CxBusCompat, command: string, options?: unknown): Promise<unknown> {
  return new Promise((resolve, reject) => {
    cxbus.command(command, options).done(resolve).fail(reject);
  });
}

describe('the page services on a legacy page', () => {
  it("runs CXBus.command('Timer.countdown') and tells its end to CXBus subscribers", async () => {
    const { booted: page, cxbus, logger } = boot();
    await page.embed.whenReady();
    await page.services.timerStarted;
    const done = new Promise((resolve) => cxbus.subscribe('Timer.countdownDone', resolve));
    await expect(settle(cxbus, 'Timer.countdown', { time: 20, id: 'legacy' })).resolves.toEqual({
      id: 'legacy',
    });
    await expect(done).resolves.toMatchObject({
      event: 'Timer.countdownDone',
      data: { id: 'legacy' },
    });
    expect(logger.error).not.toHaveBeenCalled();
  });

  it("refuses a bad countdown or alarm with the spec's texts", async () => {
    const { booted: page, cxbus } = boot();
    await page.embed.whenReady();
    await expect(settle(cxbus, 'Timer.countdown', { time: 0 })).rejects.toBe(
      'Timer countdown needs time >= 1',
    );
    await expect(settle(cxbus, 'Timer.alarm', { time: 1_700_000_000 })).rejects.toBe(
      'An alarm needs a millisecond timestamp',
    );
  });

  it('starts the Timer at boot, so Timer.tick reaches a subscriber that never commands it', async () => {
    const { booted: page, cxbus } = boot();
    const tick = new Promise((resolve) => cxbus.subscribe('Timer.tick', resolve));
    await page.embed.whenReady();
    await expect(tick).resolves.toMatchObject({ event: 'Timer.tick', publisher: 'Timer' });
  }, 5_000);

  it("runs CXBus.command('Remote.execute') in order, loading the executor on first use", async () => {
    const { booted: page, cxbus } = boot();
    await page.embed.whenReady();
    const plugin = cxbus.registerPlugin('Site');
    if (!plugin) throw new Error('expected the plugin to register');
    const seen: unknown[] = [];
    plugin.registerCommand(
      'note',
      (event: { data: unknown; deferred: { resolve(v?: unknown): void } }) => {
        seen.push(event.data);
        event.deferred.resolve('noted');
      },
    );
    plugin.ready();
    await expect(
      settle(cxbus, 'Remote.execute', {
        values: [{ command: 'Site.note', options: { n: 1 } }, ['Site.note', { n: 2 }]],
      }),
    ).resolves.toEqual([
      { command: 'Site.note', status: 'fulfilled', value: 'noted' },
      { command: 'Site.note', status: 'fulfilled', value: 'noted' },
    ]);
    expect(seen).toEqual([{ n: 1 }, { n: 2 }]);
    await expect(settle(cxbus, 'Remote.push', { values: [] })).rejects.toBe(
      'Attempted to push invalid data. Expected an array of values.',
    );
  });

  it('takes Timer and Remote off the bus when the page stops', async () => {
    const { booted: page } = boot();
    await page.embed.whenReady();
    await page.services.timerStarted;
    const bus = page.embed.app.bus;
    expect(bus.registry().map(({ name }) => name)).toEqual(
      expect.arrayContaining(['Timer', 'Remote']),
    );
    page.stop();
    booted.splice(0);
    expect(bus.registry().map(({ name }) => name)).not.toContain('Timer');
    expect(bus.registry().map(({ name }) => name)).not.toContain('Remote');
  });
});
