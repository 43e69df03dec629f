import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEngine } from '../../engine/engine';
import { createFaultyPush, REORDER_HOLD_MS } from './faults.push';
import { faultsState, type ArmedRouteFault } from './faults.state';

let engine: ReturnType<typeof createEngine>;
beforeEach(() => {
  vi.useFakeTimers();
  engine = createEngine({});
});
afterEach(() => vi.useRealTimers());

function arm(fault: Partial<ArmedRouteFault> & Pick<ArmedRouteFault, 'action'>) {
  const state = engine.store.get(faultsState);
  state.faults.push({
    id: `fault-${state.nextId++}`,
    route: '^/push/',
    probability: 1,
    remaining: null,
    after: false,
    hits: 0,
    armedAt: '',
    ...fault,
  });
}

function channel(name = '/push/test/c1') {
  const sent: string[] = [];
  let closes = 0;
  const push = createFaultyPush({
    context: { engine, emit: (type, data) => engine.events.append('faults', type, data) },
    channel: name,
    send: (frame) => sent.push(frame),
    close: () => (closes += 1),
  });
  return { push, sent, closes: () => closes };
}

describe('faults on push channels', () => {
  it('sends frames as they come when no fault matches, and ignores HTTP-only faults', () => {
    arm({ action: 'error', status: 500 });
    arm({ action: 'drop' });
    arm({ action: 'duplicate', route: '^/other/' });
    const { push, sent } = channel();
    push.send('a');
    push.send('b');
    expect(sent).toEqual(['a', 'b']);
  });

  it('duplicates a frame', () => {
    arm({ action: 'duplicate', remaining: 1 });
    const { push, sent } = channel();
    push.send('a');
    push.send('b');
    expect(sent).toEqual(['a', 'a', 'b']);
    expect(engine.store.get(faultsState).faults).toEqual([]);
  });

  it('reorders a frame after the next one, or sends it alone after the hold', () => {
    arm({ action: 'reorder', remaining: 1 });
    const { push, sent } = channel();
    push.send('a');
    expect(sent).toEqual([]);
    push.send('b');
    expect(sent).toEqual(['b', 'a']);
    arm({ action: 'reorder', remaining: 1 });
    push.send('c');
    vi.advanceTimersByTime(REORDER_HOLD_MS);
    expect(sent).toEqual(['b', 'a', 'c']);
  });

  it('delays a frame and lets later ones overtake it', () => {
    arm({ action: 'delay', ms: 50, remaining: 1 });
    const { push, sent } = channel();
    push.send('a');
    push.send('b');
    expect(sent).toEqual(['b']);
    vi.advanceTimersByTime(50);
    expect(sent).toEqual(['b', 'a']);
  });

  it('closes the connection instead of sending, dropping a held frame with it', () => {
    arm({ action: 'reorder', remaining: 1 });
    const { push, sent, closes } = channel();
    push.send('a');
    arm({ action: 'close', remaining: 1 });
    push.send('b');
    expect(closes()).toBe(1);
    vi.advanceTimersByTime(REORDER_HOLD_MS);
    expect(sent).toEqual([]);
  });

  it('sends nothing more once disposed', () => {
    arm({ action: 'delay', ms: 50, remaining: 1 });
    const { push, sent } = channel();
    push.send('a');
    push.dispose();
    push.send('b');
    vi.advanceTimersByTime(100);
    expect(sent).toEqual([]);
  });
});
