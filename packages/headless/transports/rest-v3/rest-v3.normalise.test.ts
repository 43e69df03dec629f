import { describe, expect, it, vi } from 'vitest';
import {
  batchOf,
  contentBaseOf,
  indexOf,
  normaliseMessages,
  type NormaliseContext,
} from './rest-v3.normalise';
import { wireMessage } from './rest-v3.test-support';

const contextOf = (report = vi.fn()): NormaliseContext => ({
  operation: 'poll',
  contentBase: 'http://nexus.test/nexus/v3/chat',
  report,
});

const one = (wire: unknown, context = contextOf()) => normaliseMessages([wire], context).messages;

describe('indexOf', () => {
  it.each([
    [3, 3],
    ['3', 3],
    ['-3', 3],
    ['1-2', 12],
    [0, 0],
  ])('reads %j as %i after removing the first "-"', (wire, index) => {
    expect(indexOf(wire)).toBe(index);
  });

  it.each([['--3'], ['3.5'], [''], ['x'], [null], [1.5], [{}]])('refuses %j', (wire) => {
    expect(indexOf(wire)).toBeUndefined();
  });
});

describe('normaliseMessages', () => {
  it('turns a Text from the visitor into a Client Message', () => {
    const [message] = one({
      index: '-4',
      type: 'Text',
      text: 'hello',
      utcTime: '2026-01-01T00:00:01.000Z',
      from: { firstName: 'Vic', participantId: 'p1', type: 'Customer' },
    });

    expect(message).toEqual({
      index: 4,
      type: 'Message',
      text: 'hello',
      timestamp: Date.parse('2026-01-01T00:00:01.000Z'),
      html: false,
      userData: {},
      from: { id: 'p1', type: 'Client', name: 'Vic' },
      isTyping: false,
      restoring: false,
      eventAttributes: {},
    });
  });

  it.each([
    ['Customer', 'Client'],
    ['Agent', 'Agent'],
    ['Supervisor', 'Supervisor'],
    ['External', 'System'],
    ['Bot', 'Bot'],
    ['SomethingNew', 'System'],
  ])('maps sender type %s to %s, named by role without a nickname', (wireType, type) => {
    const [message] = one(wireMessage(1, 'Text', { from: { type: wireType, participantId: 9 } }));

    expect(message?.from).toEqual({ id: '9', type, name: type });
  });

  it('prefers the nickname, then the first name', () => {
    const [message] = one(
      wireMessage(1, 'Text', { from: { nickname: 'Nick', firstName: 'First', type: 'Agent' } }),
    );

    expect(message?.from).toEqual({ id: '', type: 'Agent', name: 'Nick' });
  });

  it.each([
    ['Notice', false],
    ['ParticipantJoined', false],
    ['ParticipantLeft', false],
    ['TypingStarted', true],
    ['TypingStopped', true],
  ])('keeps %s (typing: %s)', (type, isTyping) => {
    const [message] = one(wireMessage(2, type));

    expect(message).toMatchObject({ index: 2, type, text: 'text 2', isTyping });
  });

  it('reads a PushUrl with its url as the text', () => {
    const [message] = one(wireMessage(3, 'PushUrl', { text: null, url: 'https://x.test/a' }));

    expect(message).toMatchObject({ type: 'PushUrl', text: 'https://x.test/a' });
  });

  it('accepts numeric utcTime', () => {
    const [message] = one(wireMessage(3, 'Text', { utcTime: 1_700_000_000_000 }));

    expect(message?.timestamp).toBe(1_700_000_000_000);
  });

  it('reads image content as attachments, resolving relative URLs against the URL without /sessions', () => {
    const report = vi.fn();
    const [message] = one(
      wireMessage(5, 'Text', {
        text: '',
        content: [
          { type: 'image', mime: 'image/png', url: '/images/abc' },
          { type: 'image', mime: 'image/jpeg', url: 'https://cdn.test/x.jpg' },
          { type: 'video', url: '/v' },
          { type: 'image', mime: 'image/png' },
        ],
      }),
      contextOf(report),
    );

    const png = 'http://nexus.test/nexus/v3/chat/images/abc';
    const jpeg = 'https://cdn.test/x.jpg';
    expect(message?.richMedia).toEqual({
      contentType: 'attachments',
      content: {
        components: [
          { type: 'attachment', url: png, image: png },
          { type: 'attachment', url: jpeg, image: jpeg },
        ],
      },
    });
    expect(report).toHaveBeenCalledWith({
      operation: 'poll',
      index: 5,
      reason: 'image content has no url',
      dropped: false,
    });
  });

  it('drops malformed messages, reports them, and still counts their index', () => {
    const report = vi.fn();
    const { messages, lastIndex } = normaliseMessages(
      [
        wireMessage(1, 'Text'),
        wireMessage(7, 'NoSuchType'),
        wireMessage('x', 'Text'),
        wireMessage(3, 'Text', { utcTime: 'not a time' }),
        wireMessage(4, 'Text', { from: null }),
        'not an object',
      ],
      contextOf(report),
    );

    expect(messages.map((message) => message.index)).toEqual([1]);
    expect(lastIndex).toBe(7);
    expect(report).toHaveBeenCalledTimes(5);
    expect(report.mock.calls.every(([issue]) => issue.dropped)).toBe(true);
    expect(report).toHaveBeenCalledWith(
      expect.objectContaining({
        index: 7,
        reason: expect.stringMatching(/^message dropped: type/),
      }),
    );
  });
});

describe('batchOf', () => {
  it('advances to the highest index plus one, never back', () => {
    const context = contextOf();
    const data = { messages: [wireMessage(2, 'Text'), wireMessage(1, 'Text')], chatEnded: false };

    expect(batchOf(data, 1, context)).toMatchObject({ nextPosition: 3, ended: false });
    expect(batchOf(data, 5, context).nextPosition).toBe(5);
    expect(batchOf({ messages: [], chatEnded: null }, 4, context)).toEqual({
      messages: [],
      ended: undefined,
      nextPosition: 4,
    });
  });
});

describe('contentBaseOf', () => {
  it('removes a trailing /sessions only', () => {
    expect(contentBaseOf('http://h/nexus/v3/chat/sessions')).toBe('http://h/nexus/v3/chat');
    expect(contentBaseOf('http://h/chat')).toBe('http://h/chat');
  });
});
