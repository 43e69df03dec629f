import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createFakeCoBrowseScript } from '../testing/fake-cobrowse-script';
import { selectCoBrowseView, coBrowseStateOf } from './cobrowse.connect';
import { coBrowseMachine } from './cobrowse.machine';
import { resolveCoBrowseOptions, type CoBrowseOptionsInput } from './cobrowse.options';
import type { CoBrowseEmitted } from './cobrowse.types';

const src = '/cobrowse/js/gcb.min.js';
const url = '/cobrowse';

function bridge(options: CoBrowseOptionsInput = { src, url }, script = createFakeCoBrowseScript()) {
  const actor = createActor(coBrowseMachine, { input: { options, load: script.load } });
  const emitted: CoBrowseEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const view = () => selectCoBrowseView(actor.getSnapshot());
  return { actor, script, emitted, view, state: () => coBrowseStateOf(view()) };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the co-browse bridge machine', () => {
  it('stays unconfigured without a src, and loads the script once configured', async () => {
    const { actor, script, view } = bridge({});
    expect(view().script).toBe('unconfigured');
    expect(script.requests).toEqual([]);
    actor.send({
      type: 'bridge.configure',
      options: resolveCoBrowseOptions({ src, url, apikey: 'key', disableBuiltInUI: true }),
    });
    expect(view().script).toBe('loading');
    expect(script.requests).toEqual([
      { src, url, config: { apikey: 'key', disableBuiltInUI: true } },
    ]);
    script.ready();
    await flush();
    expect(view().script).toBe('online');
  });

  it('goes offline when the script fails to load, and loads it again on configure', async () => {
    const { actor, script, view } = bridge();
    script.fail();
    await flush();
    expect(view().script).toBe('offline');
    actor.send({ type: 'bridge.configure', options: resolveCoBrowseOptions({ src: '/other.js' }) });
    expect(view().script).toBe('loading');
    expect(script.requests.map((request) => request.src)).toEqual([src, '/other.js']);
    script.ready();
    await flush();
    expect(view().script).toBe('online');
  });

  it('goes offline when onReady does not come within readyTimeout, online when it comes late', async () => {
    const { script, view } = bridge({ src, readyTimeout: 5000 });
    await vi.advanceTimersByTimeAsync(4999);
    expect(view().script).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    expect(view().script).toBe('offline');
    script.ready();
    await flush();
    expect(view().script).toBe('online');
  });

  it('follows the server going away and coming back', async () => {
    const { script, view } = bridge();
    script.ready();
    await flush();
    script.goOffline();
    expect(view().script).toBe('offline');
    script.goOnline();
    expect(view().script).toBe('online');
  });

  it('keeps a start pending for 3000 ms, ignoring another start meanwhile', async () => {
    const { actor, script, view, state, emitted } = bridge();
    script.ready();
    await flush();
    actor.send({ type: 'session.start' });
    expect(state()).toEqual({ online: true, active: false, pending: true });
    expect(script.calls.start).toBe(1);
    actor.send({ type: 'session.start' });
    expect(script.calls.start).toBe(1);
    script.startSession('535176834');
    expect(view()).toMatchObject({ session: 'active', token: '535176834', pending: true });
    expect(emitted).toEqual([{ type: 'sessionStarted', sessionId: '535176834' }]);
    await vi.advanceTimersByTimeAsync(2999);
    expect(state().pending).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(state()).toEqual({ online: true, active: true, pending: false });
    // A running session is the one asked for: no second one starts.
    actor.send({ type: 'session.start' });
    expect(script.calls.start).toBe(1);
  });

  it('lets a start run out when the script starts nothing, then starts again', async () => {
    const { actor, script, state } = bridge({ src, pendingTime: 1000 });
    script.ready();
    await flush();
    actor.send({ type: 'session.start' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(state()).toEqual({ online: true, active: false, pending: false });
    actor.send({ type: 'session.start' });
    expect(script.calls.start).toBe(2);
  });

  it('ends the session when the script says so (the agent ended it), and on stop', async () => {
    const { actor, script, view, emitted } = bridge();
    script.ready();
    await flush();
    script.startSession('111222333');
    script.endSession('external');
    expect(view()).toMatchObject({ session: 'ended', token: undefined, endReason: 'external' });
    script.startSession('444555666');
    actor.send({ type: 'session.stop' });
    expect(script.calls.exit).toBe(1);
    expect(view()).toMatchObject({ session: 'ended', endReason: 'self' });
    expect(emitted.map((event) => event.type)).toEqual([
      'sessionStarted',
      'sessionEnded',
      'sessionStarted',
      'sessionEnded',
    ]);
  });

  it('finds a session already running when the script is ready (a new page)', async () => {
    const script = createFakeCoBrowseScript();
    script.startSession('987654321');
    const { view } = bridge({ src }, script);
    script.ready();
    await flush();
    expect(view()).toMatchObject({ script: 'online', session: 'active', token: '987654321' });
  });

  it('opens the warning, Cancel closes it, Start Co-browse closes it and starts', async () => {
    const { actor, script, view, emitted } = bridge();
    actor.send({ type: 'dialog.open' });
    expect(view().dialogOpen).toBe(true);
    // Not online yet: Start Co-browse does nothing.
    actor.send({ type: 'dialog.confirm' });
    expect(view().dialogOpen).toBe(true);
    actor.send({ type: 'dialog.close' });
    expect(view().dialogOpen).toBe(false);
    script.ready();
    await flush();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'dialog.confirm' });
    expect(view()).toMatchObject({ dialogOpen: false, pending: true });
    expect(script.calls.start).toBe(1);
    expect(emitted).toEqual([
      { type: 'opened' },
      { type: 'closed' },
      { type: 'opened' },
      { type: 'closed' },
    ]);
  });

  it('ignores a malformed session from the script: no token', async () => {
    const { script, view } = bridge();
    script.ready();
    await flush();
    script.api.onSessionStarted.dispatch({ token: 42 } as never);
    expect(view()).toMatchObject({ session: 'active', token: undefined });
  });

  it('takes its callbacks off the script when stopped', async () => {
    const { actor, script } = bridge();
    script.ready();
    await flush();
    expect(script.api.onSessionStarted.size).toBe(1);
    actor.stop();
    expect(script.api.onSessionStarted.size).toBe(0);
    expect(script.api.onServiceUnavailable.size).toBe(0);
  });

  it('refuses bad settings, naming each', () => {
    expect(() => resolveCoBrowseOptions({ src: 5, pendingTime: -1, extra: true })).toThrow(
      /cobrowse\.src: Expected a URL.*cobrowse\.pendingTime.*cobrowse\.extra: Unknown option/,
    );
  });
});
