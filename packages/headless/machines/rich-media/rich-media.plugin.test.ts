import { describe, expect, it, vi } from 'vitest';
import { createBus } from '../../bus/bus';
import type { BusEvent } from '../../bus/bus.types';
import { createRichMediaBridge } from './rich-media.plugin';

const silent = { debug() {}, info() {}, warn() {}, error() {} };

function setup() {
  const bus = createBus({ logger: silent });
  const openUrl = vi.fn();
  const log = vi.fn();
  const bridge = createRichMediaBridge(bus, { openUrl, log, now: () => 1000 });
  const events: BusEvent[] = [];
  bus.subscribe('RichMedia.*', (event) => events.push(event));
  return { bus, bridge, openUrl, log, events };
}

const menu = {
  id: 'menu',
  components: [
    {
      type: 'quick-reply',
      id: 'a',
      text: 'Agent',
      actions: { commandName: 'Test.run', commandOptions: { x: 1 } },
    },
    {
      type: 'quick-reply',
      id: 'b',
      text: 'FAQ',
      actions: { url: 'https://example.com/faq', urlTarget: '_self' },
    },
  ],
};

describe('the RichMedia plugin', () => {
  it('createQuickReplies and createGeneric return the built view and publish created', async () => {
    const { bus, events } = setup();
    const view = await bus.command('RichMedia.createQuickReplies', { content: menu });
    expect(view).toMatchObject({
      kind: 'quick-replies',
      id: 'menu',
      components: [{ id: 'a' }, { id: 'b' }],
    });
    const card = await bus.command('RichMedia.createGeneric', {
      content: { title: 'Hi' },
      id: 'c1',
    });
    expect(card).toMatchObject({ kind: 'generic', id: 'c1', variant: 'text' });
    const created = events.filter((event) => event.event === 'RichMedia.created');
    expect(created.map((event) => [event.event, event.data])).toEqual([
      ['RichMedia.created', { id: 'menu', type: 'quick-replies', time: 1000, content: menu }],
      ['RichMedia.created', { id: 'c1', type: 'generic', time: 1000, content: { title: 'Hi' } }],
    ]);
  });

  it('rejects content it cannot build, naming why', async () => {
    const { bus, log } = setup();
    await expect(bus.command('RichMedia.createGeneric', { content: { title: 7 } })).rejects.toThrow(
      'Invalid rich-media content: content: title: Expected a text',
    );
    expect(log).toHaveBeenCalledWith('content: title: Expected a text');
  });

  it('builds each content object once', async () => {
    const { bridge, events } = setup();
    const input = { contentType: 'quick-replies', content: menu };
    const first = bridge.build(input);
    expect(bridge.build(input)).toBe(first);
    await vi.waitFor(() =>
      expect(events.map((event) => event.event)).toContain('RichMedia.created'),
    );
    expect(events.filter((event) => event.event === 'RichMedia.created')).toHaveLength(1);
  });

  it('a click publishes click and runs its command with its options', async () => {
    const { bus, bridge, events, openUrl } = setup();
    const run = vi.fn(() => 'done');
    const test = bus.registerPlugin('Test');
    test.registerCommand('run', run);
    test.ready();
    const result = bridge.build({ contentType: 'quick-replies', content: menu });
    if (!result.ok) throw new Error(result.reason);
    bridge.click(result.view, result.view.components[0]);
    await vi.waitFor(() =>
      expect(run).toHaveBeenCalledWith(
        { x: 1 },
        expect.objectContaining({ commander: 'RichMedia' }),
      ),
    );
    expect(events.at(-1)).toMatchObject({
      event: 'RichMedia.click',
      data: {
        id: 'menu',
        target: 'a',
        type: 'quick-reply',
        time: 1000,
        actions: { commandName: 'Test.run', commandOptions: { x: 1 }, urlTarget: '_blank' },
        content: menu,
      },
    });
    expect(openUrl).not.toHaveBeenCalled();
  });

  it('a click on a call to action opens its URL in its target; links are left to the browser', () => {
    const { bridge, openUrl } = setup();
    const result = bridge.build({ contentType: 'quick-replies', content: menu });
    if (!result.ok) throw new Error(result.reason);
    bridge.click(result.view, result.view.components[1]);
    expect(openUrl).toHaveBeenCalledWith('https://example.com/faq', '_self');
    const card = bridge.build({
      contentType: 'generic',
      content: {
        title: 't',
        components: [{ type: 'link', text: 'l', url: 'https://example.com/l' }],
      },
    });
    if (!card.ok) throw new Error(card.reason);
    bridge.click(card.view, card.view.components[0]);
    expect(openUrl).toHaveBeenCalledTimes(1);
  });

  it('a failing command is logged, not thrown', async () => {
    const { bridge, log } = setup();
    const result = bridge.build({ contentType: 'quick-replies', content: menu });
    if (!result.ok) throw new Error(result.reason);
    bridge.click(result.view, result.view.components[0]);
    await vi.waitFor(() =>
      expect(log).toHaveBeenCalledWith(expect.stringContaining('command Test.run failed')),
    );
  });

  it('detaching unregisters the plugin', () => {
    const { bus, bridge } = setup();
    bridge.detach();
    expect(bus.registry().some((plugin) => plugin.name === 'RichMedia')).toBe(false);
  });

  it('works without a bus', () => {
    const openUrl = vi.fn();
    const bridge = createRichMediaBridge(undefined, { openUrl, log: () => {} });
    const result = bridge.build({ contentType: 'quick-replies', content: menu });
    if (!result.ok) throw new Error(result.reason);
    bridge.click(result.view, result.view.components[1]);
    expect(openUrl).toHaveBeenCalledOnce();
    bridge.detach();
  });

  it('attaches to one bus at a time and takes callbacks from its options when used', async () => {
    const first = createBus({ logger: silent });
    const second = createBus({ logger: silent });
    const options: { openUrl?: (url: string, target: string) => void } = {};
    const bridge = createRichMediaBridge(undefined, options);
    const detachFirst = bridge.attach(first);
    bridge.attach(second);
    expect(first.registry().some((plugin) => plugin.name === 'RichMedia')).toBe(false);
    detachFirst();
    expect(second.registry().some((plugin) => plugin.name === 'RichMedia')).toBe(true);
    const opened = vi.fn();
    options.openUrl = opened;
    const view = await second.command('RichMedia.createQuickReplies', { content: menu });
    bridge.click(view, view.components[1]);
    expect(opened).toHaveBeenCalledWith('https://example.com/faq', '_self');
  });

  it('builds what is not an object into its fallback text instead of throwing', () => {
    const { bridge, log } = setup();
    for (const input of [' ', null, 7, undefined]) {
      expect(bridge.build(input as never, { text: 'Plain' })).toMatchObject({
        ok: false,
        text: 'Plain',
      });
    }
    expect(log).toHaveBeenCalledTimes(4);
  });
});
