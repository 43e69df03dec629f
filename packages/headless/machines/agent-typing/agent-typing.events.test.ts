import { describe, expect, it } from 'vitest';
import type { ChatMessage, MessageSender, MessageType } from '../../transports/chat.types';
import { createActor } from 'xstate';
import { agentTypingEventOf, agentTypingEventsOf } from './agent-typing.events';
import { agentTypingMachine } from './agent-typing.machine';

const anna: MessageSender = { id: '2', type: 'Agent', name: 'Anna' };
const visitor: MessageSender = { id: '1', type: 'Client', name: 'Vi' };

function message(type: MessageType, from: MessageSender, restoring = false): ChatMessage {
  return {
    index: 1,
    type,
    text: '',
    timestamp: 0,
    html: false,
    userData: {},
    from,
    isTyping: type === 'TypingStarted' || type === 'TypingStopped',
    restoring,
    eventAttributes: {},
  };
}

describe('agentTypingEventOf', () => {
  it('maps typing, leave and other messages of agents, bots and supervisors', () => {
    expect(agentTypingEventOf(message('TypingStarted', anna))).toEqual({
      type: 'typing.started',
      participant: anna,
    });
    expect(agentTypingEventOf(message('TypingStopped', anna))).toEqual({
      type: 'typing.stopped',
      participantId: '2',
    });
    expect(agentTypingEventOf(message('ParticipantLeft', anna))).toEqual({
      type: 'participant.left',
      participantId: '2',
    });
    for (const type of ['Message', 'PushUrl', 'FileUploaded', 'Structured'] as const) {
      expect(agentTypingEventOf(message(type, anna))).toEqual({
        type: 'message.received',
        participantId: '2',
      });
    }
  });

  it('ignores the visitor, joins and typing starts read back while restoring', () => {
    expect(agentTypingEventOf(message('TypingStarted', visitor))).toBeUndefined();
    expect(agentTypingEventOf(message('Message', visitor))).toBeUndefined();
    expect(agentTypingEventOf(message('ParticipantJoined', anna))).toBeUndefined();
    expect(agentTypingEventOf(message('TypingStarted', anna, true))).toBeUndefined();
    expect(agentTypingEventOf(message('TypingStopped', anna, true))).toEqual({
      type: 'typing.stopped',
      participantId: '2',
    });
  });
});

describe('agentTypingEventsOf', () => {
  const bo: MessageSender = { id: '3', type: 'Bot', name: 'Bo' };

  it('maps a live batch message by message, in order, leaving out what means nothing', () => {
    const batch = [
      message('TypingStarted', anna),
      message('Message', visitor),
      message('TypingStarted', bo),
      message('Message', anna),
    ];
    expect(agentTypingEventsOf(batch, false)).toEqual([
      { type: 'typing.started', participant: anna },
      { type: 'typing.started', participant: bo },
      { type: 'message.received', participantId: '2' },
    ]);
  });

  it('makes a restore of any length one clear', () => {
    const restored = Array.from({ length: 5000 }, (_, offset) =>
      message(offset % 3 ? 'Message' : 'TypingStopped', offset % 2 ? anna : bo, true),
    );
    expect(agentTypingEventsOf(restored, true)).toEqual([{ type: 'typing.clear' }]);
    expect(agentTypingEventsOf([], true)).toEqual([{ type: 'typing.clear' }]);
  });

  it('leaves the tracker as the per-message events of a restore did: nobody typing', () => {
    const restored = [message('TypingStarted', anna, true), message('Message', bo, true)];
    const [perMessage, batched] = [0, 1].map(() => createActor(agentTypingMachine, { input: {} }));
    for (const actor of [perMessage, batched]) {
      actor.start();
      actor.send({ type: 'typing.started', participant: anna });
      actor.send({ type: 'typing.started', participant: bo });
    }
    for (const item of restored) {
      const event = agentTypingEventOf(item);
      if (event) perMessage.send(event);
    }
    perMessage.send({ type: 'typing.clear' });
    for (const event of agentTypingEventsOf(restored, true)) batched.send(event);
    expect(batched.getSnapshot().value).toBe('hidden');
    expect(batched.getSnapshot().context).toEqual(perMessage.getSnapshot().context);
    perMessage.stop();
    batched.stop();
  });
});
