import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { visitorTypingMachine } from './visitor-typing.machine';
import type { VisitorTypingEmitted, VisitorTypingInput } from './visitor-typing.types';

function start(input: VisitorTypingInput = {}) {
  const emitted: (VisitorTypingEmitted & { at: number })[] = [];
  const actor = createActor(visitorTypingMachine, { input });
  actor.on('*', (event) => emitted.push({ ...event, at: Date.now() }));
  actor.start();
  const type = (text: string) => actor.send({ type: 'input.change', text });
  return { actor, emitted, type, typing: () => actor.getSnapshot().matches('typing') };
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('visitor typing', () => {
  it('starts on the first change with the preview and stops 2000 ms after it', () => {
    const { emitted, type, typing } = start();
    type('H');
    expect(typing()).toBe(true);
    vi.advanceTimersByTime(1999);
    expect(typing()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(typing()).toBe(false);
    expect(emitted).toEqual([
      { type: 'typing.started', text: 'H', at: 0 },
      { type: 'typing.stopped', text: 'H', reason: 'idle', at: 2000 },
    ]);
  });

  it('starts once while the changes keep coming, and keeps the latest text as preview', () => {
    const { actor, emitted, type } = start();
    type('H');
    vi.advanceTimersByTime(1500);
    type('He');
    vi.advanceTimersByTime(1500);
    type('Hel');
    expect(actor.getSnapshot().context.text).toBe('Hel');
    expect(emitted.map((event) => event.type)).toEqual(['typing.started']);
  });

  it('stops on the first 100 ms tick at or after 2000 ms without a change', () => {
    const { emitted, type } = start();
    type('H');
    vi.advanceTimersByTime(150);
    type('Hi');
    vi.advanceTimersByTime(2000);
    expect(Date.now()).toBe(2150);
    expect(emitted).toHaveLength(1);
    vi.advanceTimersByTime(49);
    expect(emitted).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(emitted.at(-1)).toEqual({
      type: 'typing.stopped',
      text: 'Hi',
      reason: 'idle',
      at: 2200,
    });
  });

  it('stops on the tick that falls exactly 2000 ms after the last change', () => {
    const { emitted, type } = start();
    type('H');
    vi.advanceTimersByTime(300);
    type('Hi');
    vi.advanceTimersByTime(1999);
    expect(emitted).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(emitted.at(-1)).toMatchObject({ type: 'typing.stopped', at: 2300 });
  });

  it('stops at once when the message is sent, and empties the preview', () => {
    const { actor, emitted, type } = start();
    type('Hello');
    vi.advanceTimersByTime(300);
    actor.send({ type: 'message.send' });
    expect(emitted.at(-1)).toEqual({
      type: 'typing.stopped',
      text: 'Hello',
      reason: 'sent',
      at: 300,
    });
    expect(actor.getSnapshot().context.text).toBe('');
    vi.advanceTimersByTime(5000);
    expect(emitted).toHaveLength(2);
  });

  it('stops at once when the input is cleared', () => {
    const { emitted, type, typing } = start();
    type('Hello');
    type('');
    expect(typing()).toBe(false);
    expect(emitted.at(-1)).toEqual({ type: 'typing.stopped', text: '', reason: 'cleared', at: 0 });
  });

  it('never emits two starts or two stops in a row', () => {
    const { actor, emitted, type } = start();
    type('');
    actor.send({ type: 'message.send' });
    type('a');
    type('ab');
    vi.advanceTimersByTime(2000);
    type('abc');
    type('abcd');
    actor.send({ type: 'message.send' });
    actor.send({ type: 'message.send' });
    type('');
    type('x');
    expect(emitted.map(({ type: kind }) => kind)).toEqual([
      'typing.started',
      'typing.stopped',
      'typing.started',
      'typing.stopped',
      'typing.started',
    ]);
  });

  it('keeps the text of a cleared or sent input while not typing', () => {
    const { actor, type } = start();
    type('draft');
    vi.advanceTimersByTime(2000);
    expect(actor.getSnapshot().context.text).toBe('draft');
    type('');
    expect(actor.getSnapshot().context.text).toBe('');
  });

  it('honours configured stop and tick delays', () => {
    const { emitted, type } = start({ typingStop: 1000, typingTick: 300 });
    type('a');
    vi.advanceTimersByTime(1199);
    expect(emitted).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(emitted.at(-1)).toMatchObject({ type: 'typing.stopped', at: 1200 });
  });

  it('schedules no timer while not typing', () => {
    const { type } = start();
    expect(vi.getTimerCount()).toBe(0);
    type('a');
    expect(vi.getTimerCount()).toBe(2);
    type('');
    expect(vi.getTimerCount()).toBe(0);
  });
});
