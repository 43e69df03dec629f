import { describe, expect, it, vi } from 'vitest';
import { createBus } from '../../bus/bus';
import type { BusEvent } from '../../bus/bus.types';
import { startWidget } from '../../kit/widget-runtime';
import { createWindowGroup } from '../widget-window/widget-window.group';
import { registerLazyCallback } from './callback.lazy';
import { callbackWidget } from './callback.widget';

const silent = { debug: vi.fn(), error: vi.fn() };
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A page with the Callback widget and stand-ins for the service and the stats on its bus. */
function page(options: Parameters<typeof callbackWidget.inputs>[0]['options'] = {}) {
  const bus = createBus({ logger: silent });
  const requests: unknown[] = [];
  const service = bus.registerPlugin('CallbackService', { commandsBeforeReady: true });
  service.registerCommand('schedule', async (request) => {
    requests.push(request);
    return { response: {} };
  });
  const stats = bus.registerPlugin('StatsService', { commandsBeforeReady: true });
  const getStats = vi.fn(async () => ({ ewt: 120, estimates: { q: 120 }, response: { ewt: 120 } }));
  stats.registerCommand('getStats', getStats);
  const events: BusEvent[] = [];
  bus.untyped.subscribe('Callback.*', (event: BusEvent) => {
    if (event.event !== 'Callback.ready') events.push(event);
  });
  const windows = createWindowGroup();
  const widget = startWidget(callbackWidget, { options, group: windows }, { bus });
  return {
    bus,
    requests,
    getStats,
    events,
    windows,
    widget,
    names: () => events.map((event) => event.event),
  };
}

describe('Callback plugin', () => {
  it('registers the table of protocols 8.3', () => {
    const { bus } = page();
    const entry = bus.registry().find((plugin) => plugin.name === 'Callback');
    expect(entry?.commands).toEqual([
      'open',
      'close',
      'minimize',
      'configure',
      'showEWT',
      'showOverlay',
      'hideOverlay',
    ]);
    expect(entry?.events).toEqual(
      expect.arrayContaining([
        'opened',
        'started',
        'cancelled',
        'submitted',
        'completed',
        'closed',
      ]),
    );
  });

  it('opens with a prefill that submits itself through CallbackService.schedule', async () => {
    const { bus, requests, events, names } = page();
    await bus.command('Callback.open', {
      form: { firstname: 'Ada', phonenumber: '+15551234567', autoSubmit: true },
      userData: { openKey: 'openVal' },
    });
    await flush();
    expect(requests).toEqual([
      {
        firstname: 'Ada',
        lastname: '',
        _customer_number: '+15551234567',
        subject: '',
        openKey: 'openVal',
      },
    ]);
    expect(names()).toEqual(['Callback.opened', 'Callback.submitted', 'Callback.completed']);
    expect(events[1]?.data).toMatchObject({
      form: { _customer_number: '+15551234567' },
      proactive: true,
    });
    expect(events[2]?.data).toMatchObject({ prefilled: true, autoSubmitted: true, errors: false });
  });

  it("rejects with the spec's texts", async () => {
    const { bus, widget } = page();
    await expect(bus.command('Callback.close')).rejects.toThrow('Already closed');
    await expect(bus.command('Callback.minimize')).rejects.toThrow(
      'Callback is not currently open. Ignoring command.',
    );
    await bus.command('Callback.open');
    await expect(bus.command('Callback.open')).rejects.toThrow('already opened');
    widget.actors.callback.send({ type: 'field.change', name: 'firstname', value: 'Ada' });
    await expect(bus.command('Callback.close')).rejects.toThrow('User must confirm close');
    expect(
      widget.actors.callback.getSnapshot().matches({ window: { open: 'confirmingClose' } }),
    ).toBe(true);
    await expect(bus.command('Callback.configure', {})).rejects.toThrow(
      'No configuration provided',
    );
    await expect(
      bus.command('Callback.configure', {
        ewt: { threshold: 10, immediateCallback: { thresholdMin: 20 } },
      }),
    ).rejects.toThrow('thresholdMin');
  });

  it('configures, shows the wait time through StatsService.getStats, and the overlay', async () => {
    const { bus, getStats, widget } = page();
    await bus.command('Callback.configure', { ewt: { queue: 'VQ_Callback' }, dataURL: '/ignored' });
    await bus.command('Callback.open');
    await flush();
    expect(getStats).toHaveBeenCalledWith(
      { group: 'EWT', vqname: 'VQ_Callback' },
      expect.anything(),
    );
    expect(widget.actors.callback.getSnapshot().context.waitTime).toBe(120);
    await bus.command('Callback.showEWT');
    await bus.command('Callback.showOverlay', { html: '<p>Wait</p>', hideFooter: true });
    expect(widget.actors.callback.getSnapshot().context.overlay).toEqual({
      html: '<p>Wait</p>',
      hideFooter: true,
    });
    await bus.command('Callback.hideOverlay');
    expect(widget.actors.callback.getSnapshot().context.overlay).toBeUndefined();
  });

  it('closes for another channel of the group without asking', async () => {
    const { bus, windows, widget, names } = page();
    await bus.command('Callback.open');
    widget.actors.callback.send({ type: 'field.change', name: 'firstname', value: 'Ada' });
    windows.opened('WebChat');
    await flush();
    expect(widget.actors.callback.getSnapshot().matches({ window: 'closed' })).toBe(true);
    expect(names()).toEqual([
      'Callback.opened',
      'Callback.started',
      'Callback.cancelled',
      'Callback.closed',
    ]);
  });
});

describe('registerLazyCallback', () => {
  it('is on the bus before the code, answers close, and loads on open', async () => {
    const bus = createBus({ logger: silent });
    const load = vi.fn(() => {
      startWidget(callbackWidget, {}, { bus });
    });
    registerLazyCallback(bus, { load });
    await expect(bus.command('Callback.close')).rejects.toThrow('Already closed');
    await expect(bus.command('Callback.showOverlay', { html: '' })).rejects.toThrow(
      'Callback is not currently open. Ignoring command.',
    );
    expect(load).not.toHaveBeenCalled();
    await bus.command('Callback.open');
    expect(load).toHaveBeenCalledWith('open');
    await expect(bus.command('Callback.open')).rejects.toThrow('already opened');
  });
});
