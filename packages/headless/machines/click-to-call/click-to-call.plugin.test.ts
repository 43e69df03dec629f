import { describe, expect, it, vi } from 'vitest';
import { createBus } from '../../bus/bus';
import type { BusEvent } from '../../bus/bus.types';
import { startWidget } from '../../kit/widget-runtime';
import type { ClickToCallNumberReceived } from '../../services/click-to-call/click-to-call-service.manifest';
import { createMemoryStore } from '../widget-window/widget-window.logic';
import { createWindowGroup } from '../widget-window/widget-window.group';
import { registerLazyClickToCall } from './click-to-call.lazy';
import type { ClickToCallRuntimeInput } from './click-to-call.widget';
import { clickToCallWidget, readNumberReceived, readRestored } from './click-to-call.widget';

const silent = { debug: vi.fn(), error: vi.fn() };
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const number: ClickToCallNumberReceived = {
  error: false,
  netfail: false,
  sPhoneNumber: '+18005550100',
  sAccessCode: '4321',
  sPhoneTelHref: 'tel:+18005550100,,4321#',
  iExpireTime: 300,
};

/**
 * A page with the ClickToCall widget and a stand-in ClickToCallService on its bus: `requestNumber`
 * resolves at once, and `numberReceived` follows with `answer` (as the real service does).
 */
function page(input: Partial<ClickToCallRuntimeInput> = {}, answer: unknown = number) {
  const bus = createBus({ logger: silent });
  const requests: unknown[] = [];
  const service = bus.registerPlugin('ClickToCallService', { commandsBeforeReady: true });
  service.registerEvents(['numberReceived', 'restored']);
  service.registerCommand('requestNumber', (request) => {
    requests.push(request);
    setTimeout(() => service.publish('numberReceived', answer as ClickToCallNumberReceived), 5);
    return undefined;
  });
  const restore = vi.fn(async () => ({
    bRestoreSuccess: true,
    sPhoneNumber: '+18005550100',
    sAccessCode: '4321',
    sPhoneTelHref: 'tel:+18005550100,,4321#',
    iExipreTime: 120,
  }));
  service.registerCommand('restore', restore);
  const stats = bus.registerPlugin('StatsService', { commandsBeforeReady: true });
  const getStats = vi.fn(async () => ({
    ewt: 120,
    estimates: { VQ_ClickToCall: 120 },
    response: { ewt: 120 },
  }));
  stats.registerCommand('getStats', getStats);
  const events: BusEvent[] = [];
  bus.untyped.subscribe('ClickToCall.*', (event: BusEvent) => {
    if (event.event !== 'ClickToCall.ready') events.push(event);
  });
  const windows = createWindowGroup();
  const widget = startWidget(clickToCallWidget, { group: windows, ...input }, { bus });
  const actor = widget.actors.clickToCall;
  return {
    bus,
    requests,
    restore,
    getStats,
    events,
    actor,
    widget,
    names: () => events.map((event) => event.event),
  };
}

describe('ClickToCall plugin', () => {
  it('registers the table of protocols 8.3', () => {
    const { bus } = page();
    const entry = bus.registry().find((plugin) => plugin.name === 'ClickToCall');
    expect(entry?.commands).toEqual(['open', 'close', 'minimize', 'configure']);
    expect(entry?.events).toEqual(
      expect.arrayContaining([
        'opened',
        'started',
        'cancelled',
        'submitted',
        'completed',
        'expired',
        'closed',
        'minimized',
        'unminimized',
      ]),
    );
  });

  it('requests through ClickToCallService and shows the number numberReceived brings', async () => {
    const { bus, requests, events, names, actor } = page();
    await bus.command('ClickToCall.open', {
      form: { firstname: 'Ada', phonenumber: '+15550002222', autoSubmit: true },
      userData: { u2: 'y' },
      actionID: 'act-1',
      media: 'voice',
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toEqual([
      {
        firstname: 'Ada',
        lastname: '',
        phonenumber: '+15550002222',
        u2: 'y',
        actionID: 'act-1',
        media: 'voice',
      },
    ]);
    expect(names()).toEqual([
      'ClickToCall.opened',
      'ClickToCall.submitted',
      'ClickToCall.completed',
    ]);
    expect(events[2]?.data).toMatchObject({
      phoneNumber: '+18005550100',
      accessCode: '4321',
      telHref: 'tel:+18005550100,,4321#',
    });
    expect(actor.getSnapshot().matches({ step: 'display' })).toBe(true);
  });

  it('rejects with the table texts', async () => {
    const { bus } = page();
    await expect(bus.command('ClickToCall.close')).rejects.toThrow('Already closed');
    await expect(bus.command('ClickToCall.minimize')).rejects.toThrow(
      'ClickToCall is not currently open. Ignoring command.',
    );
    await bus.command('ClickToCall.open');
    await expect(bus.command('ClickToCall.open')).rejects.toThrow('already opened');
    await expect(bus.untyped.command('ClickToCall.configure', {})).rejects.toThrow(
      'Invalid configuration.',
    );
    await expect(
      bus.command('ClickToCall.configure', { enableCountdown: 'no' as unknown as boolean }),
    ).rejects.toThrow('Invalid configuration.');
    await expect(
      bus.command('ClickToCall.configure', { autoDialAccessCode: false, dataURL: '/x' }),
    ).resolves.toBeUndefined();
  });

  it('keeps close pending while the visitor is asked, resolving on Yes and rejecting on No', async () => {
    const { bus, actor, names } = page();
    await bus.command('ClickToCall.open');
    actor.send({ type: 'field.change', name: 'firstname', value: 'Ada' });
    let settled = false;
    const first = bus.command('ClickToCall.close').finally(() => {
      settled = true;
    });
    await flush();
    expect(settled).toBe(false);
    actor.send({ type: 'close.cancel' });
    await expect(first).rejects.toThrow('User must confirm close');
    const second = bus.command('ClickToCall.close');
    await flush();
    actor.send({ type: 'close.confirm' });
    await expect(second).resolves.toBeUndefined();
    expect(names().slice(-2)).toEqual(['ClickToCall.cancelled', 'ClickToCall.closed']);
  });

  it('minimizes and restores on the bus', async () => {
    const { bus, names } = page();
    await bus.command('ClickToCall.open');
    await bus.command('ClickToCall.minimize');
    await bus.command('ClickToCall.minimize', { minimized: false });
    expect(names()).toEqual([
      'ClickToCall.opened',
      'ClickToCall.minimized',
      'ClickToCall.unminimized',
    ]);
  });

  it('reads the wait time through StatsService.getStats', async () => {
    const { bus, getStats, actor } = page({ options: { ewt: { queue: 'VQ_ClickToCall' } } });
    await bus.command('ClickToCall.open');
    await flush();
    expect(getStats).toHaveBeenCalledWith(
      { group: 'EWT', vqname: 'VQ_ClickToCall' },
      expect.anything(),
    );
    expect(actor.getSnapshot().context.waitTime).toBe(120);
  });

  it('reopens on the kept number when the open flag is set, with no request', async () => {
    const openFlag = createMemoryStore<boolean>(true);
    const { restore, requests, actor, names } = page({ openFlag });
    await flush();
    expect(restore).toHaveBeenCalled();
    expect(requests).toEqual([]);
    expect(actor.getSnapshot().matches({ window: 'open', step: 'display' })).toBe(true);
    expect(names()).toEqual(['ClickToCall.opened']);
  });

  it('does not restore without the open flag', async () => {
    const { restore, actor } = page();
    await flush();
    expect(restore).not.toHaveBeenCalled();
    expect(actor.getSnapshot().matches({ window: 'closed' })).toBe(true);
  });

  it('reads what the service sends at the boundary', () => {
    expect(readNumberReceived('nonsense')).toEqual({ error: true, netfail: true });
    expect(readNumberReceived({ sPhoneNumber: 18005550100, iExpireTime: '60' })).toMatchObject({
      error: false,
      netfail: false,
      sPhoneNumber: '18005550100',
      iExpireTime: 60,
    });
    expect(readRestored(undefined)).toEqual({ bRestoreSuccess: false });
    expect(readRestored({ bRestoreSuccess: 'yes' })).toEqual({ bRestoreSuccess: false });
  });
});

describe('registerLazyClickToCall', () => {
  it('is on the bus before its code, loads on open, and answers close and minimize itself', async () => {
    const bus = createBus({ logger: silent });
    const load = vi.fn();
    const lazy = registerLazyClickToCall(bus, { load });
    await expect(bus.command('ClickToCall.close')).rejects.toThrow('Already closed');
    await expect(bus.command('ClickToCall.minimize')).rejects.toThrow(/not currently open/);
    const opening = bus.command('ClickToCall.open');
    await flush();
    expect(load).toHaveBeenCalledWith('open');
    const widget = startWidget(clickToCallWidget, {}, { bus });
    await opening;
    expect(lazy.bound).toBe(true);
    expect(widget.actors.clickToCall.getSnapshot().matches({ window: 'open' })).toBe(true);
    widget.stop();
    lazy.dispose();
  });
});
