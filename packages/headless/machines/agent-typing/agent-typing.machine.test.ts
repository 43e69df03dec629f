import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { MessageSender } from '../../transports/chat.types';
import { agentTypingMachine } from './agent-typing.machine';
import type { AgentTypingInput } from './agent-typing.types';

const anna: MessageSender = { id: '2', type: 'Agent', name: 'Anna' };
const boss: MessageSender = { id: '3', type: 'Supervisor', name: 'Sam' };

function start(input: AgentTypingInput = {}) {
  const changes: string[][] = [];
  const actor = createActor(agentTypingMachine, { input });
  actor.on('typing.changed', ({ participants }) => changes.push(participants.map((p) => p.name)));
  actor.start();
  return {
    actor,
    changes,
    shown: () => actor.getSnapshot().value === 'shown',
    names: () => actor.getSnapshot().context.participants.map(({ name }) => name),
    typing: (participant: MessageSender) => actor.send({ type: 'typing.started', participant }),
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('agent typing', () => {
  it('shows a participant on typing start and hides them on typing stop', () => {
    const { actor, changes, shown, typing } = start();
    expect(shown()).toBe(false);
    typing(anna);
    expect(shown()).toBe(true);
    actor.send({ type: 'typing.stopped', participantId: '2' });
    expect(shown()).toBe(false);
    expect(changes).toEqual([['Anna'], []]);
  });

  it('hides a participant when their message arrives', () => {
    const { actor, shown, typing } = start();
    typing(anna);
    actor.send({ type: 'message.received', participantId: '2' });
    expect(shown()).toBe(false);
  });

  it('hides a participant when they leave', () => {
    const { actor, shown, typing } = start();
    typing(anna);
    actor.send({ type: 'participant.left', participantId: '2' });
    expect(shown()).toBe(false);
  });

  it('hides a participant after 3000 ms without news', () => {
    const { changes, shown, typing } = start();
    typing(anna);
    vi.advanceTimersByTime(2999);
    expect(shown()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(shown()).toBe(false);
    expect(changes).toEqual([['Anna'], []]);
  });

  it('restarts the timeout on a repeated start and takes the new name', () => {
    const { changes, names, typing } = start();
    typing(anna);
    vi.advanceTimersByTime(2000);
    typing({ ...anna, name: 'Anna B.' });
    vi.advanceTimersByTime(2999);
    expect(names()).toEqual(['Anna B.']);
    vi.advanceTimersByTime(1);
    expect(names()).toEqual([]);
    expect(changes).toEqual([['Anna'], ['Anna B.'], []]);
  });

  it('tracks several participants, each with their own timeout', () => {
    const { actor, names, shown, typing } = start();
    typing(anna);
    vi.advanceTimersByTime(1000);
    typing(boss);
    expect(names()).toEqual(['Anna', 'Sam']);
    vi.advanceTimersByTime(2000);
    expect(names()).toEqual(['Sam']);
    actor.send({ type: 'message.received', participantId: '3' });
    expect(shown()).toBe(false);
  });

  it('keeps the others shown when one stops, and cancels the stopped one’s timeout', () => {
    const { actor, changes, names, typing } = start();
    typing(anna);
    typing(boss);
    actor.send({ type: 'typing.stopped', participantId: '2' });
    vi.advanceTimersByTime(2000);
    typing(anna);
    vi.advanceTimersByTime(1000);
    expect(names()).toEqual(['Anna']);
    expect(changes).toEqual([['Anna'], ['Anna', 'Sam'], ['Sam'], ['Sam', 'Anna'], ['Anna']]);
  });

  it('ignores news of participants not shown', () => {
    const { actor, changes, names, typing } = start();
    actor.send({ type: 'typing.stopped', participantId: '2' });
    typing(anna);
    actor.send({ type: 'message.received', participantId: '9' });
    actor.send({ type: 'participant.left', participantId: '9' });
    actor.send({ type: 'typing.timeout', participantId: '9' });
    expect(names()).toEqual(['Anna']);
    expect(changes).toEqual([['Anna']]);
  });

  it('hides everyone at once on clear', () => {
    const { actor, changes, shown, typing } = start();
    typing(anna);
    typing(boss);
    actor.send({ type: 'typing.clear' });
    expect(shown()).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
    expect(changes.at(-1)).toEqual([]);
  });

  it('honours a configured timeout', () => {
    const { shown, typing } = start({ timeout: 500 });
    typing(anna);
    vi.advanceTimersByTime(500);
    expect(shown()).toBe(false);
  });
});
