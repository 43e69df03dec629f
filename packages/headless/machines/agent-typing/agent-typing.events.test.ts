import { describe, expect, it } from 'vitest';
import type { ChatMessage, MessageSender, MessageType } from '../../transports/chat.types';
import { agentTypingEventOf } from './agent-typing.events';

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
