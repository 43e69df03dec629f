import { describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { createBus } from '../../bus/bus';
import type { BusEvent } from '../../bus/bus.types';
import { startWidget } from '../../kit/widget-runtime';
import { knowledgeCenterServiceManifest } from '../../services/knowledge-center/knowledge-center-service.manifest';
import { selectSearchView } from './search.connect';
import { registerLazySearch } from './search.lazy';
import { fakeKnowledge } from './search.test-support';
import { searchWidget, type SearchRuntimeInput } from './search.widget';

const silent = { debug: vi.fn(), error: vi.fn() };

/**
 * A page with the Search widget and a stand-in KnowledgeCenterService on its bus that implements
 * the service's table with the fake knowledge centre.
 */
function page(input: Partial<SearchRuntimeInput> = {}, serviceName = 'KnowledgeCenterService') {
  const bus = createBus({ logger: silent });
  const knowledge = fakeKnowledge();
  const service = bus.registerPlugin(serviceName, { commandsBeforeReady: true });
  service.registerEvents(Object.keys(knowledgeCenterServiceManifest.events));
  const calls: string[] = [];
  for (const [name, handler] of Object.entries(knowledge)) {
    service.registerCommand(name, (options: unknown) => {
      calls.push(name);
      return (handler as (options: unknown, plugin: string) => unknown)(options, serviceName);
    });
  }
  const events: string[] = [];
  bus.untyped.subscribe('Search.*', (event: BusEvent) => {
    if (event.event !== 'Search.ready') events.push(event.event);
  });
  const widget = startWidget(searchWidget, input, { bus });
  const actor = widget.actors.search;
  const view = () => selectSearchView(actor.getSnapshot());
  const settle = (step: string) =>
    waitFor(actor, (snapshot) => {
      const current = selectSearchView(snapshot);
      return current.step === step && !current.loading;
    });
  return { bus, knowledge, calls, events, actor, widget, view, settle };
}

describe('Search plugin', () => {
  it('registers the table of protocols 8.3', () => {
    const { bus } = page();
    const entry = bus.registry().find((plugin) => plugin.name === 'Search');
    expect(entry?.commands).toEqual([
      'open',
      'openDocument',
      'close',
      'configure',
      'showSearchButton',
      'hideSearchButton',
    ]);
    expect(entry?.events).toEqual(expect.arrayContaining(['ready', 'opened', 'closed']));
  });

  it('opens on the trending documents through the service, and closes', async () => {
    const { bus, calls, events, view, settle } = page();
    await bus.command('Search.open');
    await settle('trending');
    expect(calls).toEqual(['getTrending']);
    expect(view().trending).toHaveLength(2);
    await bus.command('Search.close');
    expect(events).toEqual(['Search.opened', 'Search.closed']);
    await expect(bus.command('Search.close')).rejects.toThrow('already closed');
  });

  it('searches a preset query at once, with the open options', async () => {
    const { bus, knowledge, view, settle } = page();
    await bus.command('Search.open', {
      query: 'how to pay',
      knowledgebases: ['kb1'],
      maxSearchResults: 2,
      media: 'web',
      lang: 'en',
      junkfree: true,
      hideSearchBar: true,
      windowTitle: 'Billing',
    });
    await settle('results');
    expect(knowledge.search).toHaveBeenCalledWith(
      {
        query: 'how to pay',
        knowledgebases: ['kb1'],
        maxSearchResults: 2,
        media: 'web',
        lang: 'en',
        junkfree: true,
      },
      'KnowledgeCenterService',
    );
    expect(view().prefill).toMatchObject({ hideSearchBar: true, windowTitle: 'Billing' });
  });

  it('opens a document, and refuses one without both ids', async () => {
    const { bus, knowledge, view, settle } = page();
    await expect(
      bus.command('Search.openDocument', { documentId: 'pay' } as never),
    ).rejects.toThrow('All mandatory arguments must be provided');
    await expect(
      bus.command('Search.openDocument', { knowledgeBaseId: 'kb1' } as never),
    ).rejects.toThrow('All mandatory arguments must be provided');
    await expect(bus.command('Search.openDocument', undefined as never)).rejects.toThrow(
      'All mandatory arguments must be provided',
    );
    expect(view().window).toBe('closed');
    await bus.command('Search.openDocument', {
      documentId: 'pay',
      knowledgeBaseId: 'kb1',
      langId: 'en',
    });
    await settle('document');
    expect(knowledge.getFullContent).toHaveBeenCalledWith(
      { documentId: 'pay', knowledgeBaseId: 'kb1', lang: 'en', query: '' },
      'KnowledgeCenterService',
    );
    await bus.command('Search.openDocument', { documentId: 'refund', knowledgeBaseId: 'kb1' });
    await settle('document');
    expect(view().document?.id).toBe('refund');
  });

  it('configures the window keys of a whole knowledgecenter object', async () => {
    const { bus, view } = page();
    await bus.command('Search.configure', {
      host: 'https://kb.example',
      search: { SearchButton: { enabled: true, openDelay: 0 } },
    });
    expect(view()).toMatchObject({ buttonShown: true, button: { openDelay: 0, effect: 'fade' } });
    await expect(bus.command('Search.configure', {})).rejects.toThrow('Invalid configuration');
    await expect(
      bus.command('Search.configure', { search: { SearchButton: { effect: 'spin' } } }),
    ).rejects.toThrow('Invalid configuration');
  });

  it('shows and hides the side button', async () => {
    const { bus, view } = page();
    expect(view().buttonShown).toBe(false);
    await bus.command('Search.showSearchButton');
    expect(view().buttonShown).toBe(true);
    await bus.command('Search.hideSearchButton');
    expect(view().buttonShown).toBe(false);
  });

  it('calls the configured servicePlugin', async () => {
    const { bus, calls, settle } = page(
      { options: { servicePlugin: 'MyKnowledge' } },
      'MyKnowledge',
    );
    await bus.command('Search.open', { query: 'pay' });
    await settle('results');
    expect(calls).toEqual(['search']);
  });

  it('shows the error view when the service rejects', async () => {
    const bus = createBus({ logger: silent });
    const service = bus.registerPlugin('KnowledgeCenterService', { commandsBeforeReady: true });
    service.registerCommand('getTrending', () => {
      throw new Error('Service Unavailable');
    });
    const { actors } = startWidget(searchWidget, {}, { bus });
    await bus.command('Search.open');
    await waitFor(actors.search, (snapshot) => snapshot.matches({ view: 'error' }));
  });

  it('is on the bus from its table before its code loads, and runs what waited', async () => {
    const bus = createBus({ logger: silent });
    const service = bus.registerPlugin('KnowledgeCenterService', { commandsBeforeReady: true });
    const knowledge = fakeKnowledge();
    service.registerCommand('getTrending', (options: unknown) =>
      knowledge.getTrending(options as never, 'KnowledgeCenterService'),
    );
    let started: ReturnType<typeof startWidget<SearchRuntimeInput, typeof searchWidget.machines>>;
    const load = vi.fn(() => {
      started = startWidget(searchWidget, {}, { bus });
    });
    registerLazySearch(bus, { load });
    await expect(bus.command('Search.close')).rejects.toThrow('already closed');
    expect(load).not.toHaveBeenCalled();
    const opened = bus.command('Search.open');
    await opened;
    expect(load).toHaveBeenCalledTimes(1);
    expect(started!.actors.search.getSnapshot().matches({ window: 'open' })).toBe(true);
  });
});
