import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { connect } from './visitor-typing.connect';
import { visitorTypingMachine } from './visitor-typing.machine';

describe('visitor typing connect', () => {
  it('exposes whether the visitor types and the preview', () => {
    const actor = createActor(visitorTypingMachine, { input: {} }).start();
    expect(connect(actor.getSnapshot(), vi.fn())).toMatchObject({ isTyping: false, preview: '' });
    actor.send({ type: 'input.change', text: 'Hi' });
    expect(connect(actor.getSnapshot(), vi.fn())).toMatchObject({ isTyping: true, preview: 'Hi' });
    actor.stop();
  });

  it('sends input changes and sends', () => {
    const send = vi.fn();
    const api = connect(createActor(visitorTypingMachine, { input: {} }).getSnapshot(), send);
    api.change('Hi');
    api.markSent();
    expect(send.mock.calls).toEqual([
      [{ type: 'input.change', text: 'Hi' }],
      [{ type: 'message.send' }],
    ]);
  });
});
