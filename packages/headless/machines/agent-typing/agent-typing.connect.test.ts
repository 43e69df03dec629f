import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { connect } from './agent-typing.connect';
import { agentTypingMachine } from './agent-typing.machine';

describe('agent typing connect', () => {
  it('exposes who is typing and indicator props that follow the state', () => {
    const actor = createActor(agentTypingMachine, { input: {} }).start();
    expect(connect(actor.getSnapshot(), vi.fn())).toMatchObject({
      isShown: false,
      participants: [],
    });
    expect(connect(actor.getSnapshot(), vi.fn()).getIndicatorProps()).toEqual({
      'data-scope': 'agent-typing',
      'data-part': 'indicator',
      'data-state': 'hidden',
      hidden: true,
    });
    const anna = { id: '2', type: 'Agent' as const, name: 'Anna' };
    actor.send({ type: 'typing.started', participant: anna });
    const api = connect(actor.getSnapshot(), vi.fn());
    expect(api).toMatchObject({ isShown: true, participants: [anna] });
    expect(api.getIndicatorProps()).toMatchObject({ 'data-state': 'shown', hidden: false });
    actor.stop();
  });

  it('sends clear', () => {
    const send = vi.fn();
    connect(createActor(agentTypingMachine, { input: {} }).getSnapshot(), send).clear();
    expect(send).toHaveBeenCalledExactlyOnceWith({ type: 'typing.clear' });
  });
});
