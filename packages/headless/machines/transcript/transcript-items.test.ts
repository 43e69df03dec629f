import type { OutboxEntry } from '../chat-session/chat-session.types';
import type { ChatMessage } from '../../transports/chat.types';
import { describe, expect, it } from 'vitest';
import {
  ada,
  anna,
  bob,
  chatMessage,
  conversation,
  fileMessage,
  outboxEntry,
  system,
} from './transcript.fixtures';
import {
  buildTranscriptItems,
  createTranscriptItemsBuilder,
  itemKindOf,
  messageGroupingThreshold,
  sameItem,
  startOfDay,
} from './transcript-items';
import { injectedMessage } from '../chat-session/chat-session.logic';

const morning = new Date(2024, 2, 4, 9, 0).getTime();
const nextMorning = new Date(2024, 2, 5, 9, 0).getTime();

describe('buildTranscriptItems', () => {
  it('starts a group when the sender changes or more than 100000 ms pass, not at exactly 100000', () => {
    expect(messageGroupingThreshold).toBe(100_000);
    const items = buildTranscriptItems([
      chatMessage(1, anna, 'one', morning),
      chatMessage(2, anna, 'two', morning + 100_000),
      chatMessage(3, anna, 'three', morning + 200_001),
      chatMessage(4, bob, 'four', morning + 200_002),
      chatMessage(5, ada, 'five', morning + 200_003),
      chatMessage(6, ada, 'six', morning + 200_004),
    ]);
    expect(items.map((item) => [item.kind, 'groupStart' in item ? item.groupStart : null])).toEqual(
      [
        ['separator', null],
        ['bubble', true],
        ['bubble', false],
        ['bubble', true],
        ['bubble', true],
        ['bubble', true],
        ['bubble', false],
      ],
    );
  });

  it('puts a date line before the first entry of each local day, pending ones included', () => {
    const items = buildTranscriptItems(
      [chatMessage(1, anna, 'one', morning), chatMessage(2, anna, 'two', nextMorning)],
      [outboxEntry('c1', 'three', nextMorning + 1000)],
    );
    expect(items.map((item) => item.key)).toEqual([
      `day-${startOfDay(morning)}`,
      'message-1',
      `day-${startOfDay(nextMorning)}`,
      'message-2',
      'pending-c1',
    ]);
    expect(items[3]).toMatchObject({ groupStart: true });
  });

  it('breaks a group at a system line and continues the visitor group with pending messages', () => {
    const items = buildTranscriptItems(
      [
        chatMessage(1, ada, 'hi', morning),
        chatMessage(2, anna, '', morning + 1, { type: 'ParticipantJoined' }),
        chatMessage(3, ada, 'still there?', morning + 2),
      ],
      [outboxEntry('c1', 'hello?', morning + 3)],
      true,
    );
    expect(items.map((item) => item.kind)).toEqual([
      'separator',
      'bubble',
      'notice',
      'bubble',
      'pending',
      'ended',
    ]);
    expect(items[3]).toMatchObject({ groupStart: true });
    expect(items[4]).toMatchObject({ groupStart: false });
  });

  it('keeps the earlier rows equal when a message is appended', () => {
    const first = [chatMessage(1, anna, 'one', morning), chatMessage(2, anna, 'two', morning + 1)];
    const before = buildTranscriptItems(first);
    const after = buildTranscriptItems([...first, chatMessage(3, anna, 'three', morning + 2)]);
    expect(after).toHaveLength(before.length + 1);
    before.forEach((item, index) => expect(sameItem(item, after[index]!)).toBe(true));
    expect(sameItem(before[1]!, { ...before[1]!, groupStart: false } as never)).toBe(false);
  });
});

describe('createTranscriptItemsBuilder', () => {
  it('gives the same rows as a full build through appends, prepends, new chats and outbox changes', () => {
    const builder = createTranscriptItemsBuilder();
    const all = conversation(60, morning - 20 * 3_600_000);
    const steps: [ChatMessage[], OutboxEntry[], boolean][] = [
      [all.slice(10, 20), [], false],
      [all.slice(10, 21), [outboxEntry('c1', 'hi', nextMorning)], false],
      [all.slice(10, 21), [], false],
      [all.slice(10, 40), [], false],
      [all.slice(0, 40), [], false],
      [all.slice(0, 60), [], true],
      [[], [], false],
      [[chatMessage(1, anna, 'New chat', nextMorning)], [], false],
    ];
    for (const [messages, pending, ended] of steps) {
      expect(builder.build(messages, pending, ended)).toEqual(
        buildTranscriptItems(messages, pending, ended),
      );
    }
  });

  it('reads none of the earlier messages when the transcript grew', () => {
    const builder = createTranscriptItemsBuilder();
    let counting = false;
    let earlierReads = 0;
    const watched = conversation(1000, morning).map(
      (message) =>
        new Proxy(message, {
          get(target, key, receiver) {
            if (counting) earlierReads += 1;
            return Reflect.get(target, key, receiver);
          },
        }),
    );
    builder.build(watched, [], false);
    counting = true;
    const items = builder.build(
      [...watched, chatMessage(1001, anna, 'last', morning + 40_000_000)],
      [],
      false,
    );
    expect(items.at(-1)).toMatchObject({ key: 'message-1001', groupStart: true });
    expect(earlierReads).toBe(0);
  });
});

describe('itemKindOf', () => {
  it('shows bubbles, files and system lines, and hides what carries nothing to show', () => {
    expect(itemKindOf(chatMessage(1, anna, 'hi', 0))).toBe('bubble');
    expect(itemKindOf(chatMessage(1, anna, '  ', 0))).toBeUndefined();
    expect(itemKindOf(chatMessage(1, system, 'Queue position 2', 0))).toBe('notice');
    expect(itemKindOf(fileMessage(1, anna, 'a.pdf', 10, 0))).toBe('file');
    expect(itemKindOf(chatMessage(1, anna, '', 0, { type: 'FileUploaded' }))).toBeUndefined();
    expect(itemKindOf(chatMessage(1, anna, '', 0, { type: 'ParticipantLeft' }))).toBe('notice');
    expect(itemKindOf(chatMessage(1, ada, '', 0, { type: 'ParticipantJoined' }))).toBeUndefined();
    expect(itemKindOf(chatMessage(1, system, '', 0, { type: 'IdleClose' }))).toBe('notice');
    expect(itemKindOf(chatMessage(1, anna, '', 0, { type: 'TypingStarted' }))).toBeUndefined();
    expect(itemKindOf(chatMessage(1, system, '', 0, { type: 'Notice' }))).toBeUndefined();
  });

  it('shows an agent’s custom notice, but not the one the visitor’s page sent to the agent', () => {
    const notice = { type: 'CustomNotice' } as const;
    expect(itemKindOf(chatMessage(1, anna, 'Survey soon', 0, notice))).toBe('notice');
    expect(
      itemKindOf(chatMessage(1, ada, 'Knowledge Center: searched "pay".', 0, notice)),
    ).toBeUndefined();
  });
});

describe('injected messages', () => {
  it('show as a bubble from the site’s name, or as a system line without one', () => {
    const named = injectedMessage(
      [],
      { id: 'a', type: 'text', name: 'Acme', text: 'Hi', custom: true },
      morning,
    );
    const unnamed = injectedMessage(
      [named],
      { id: 'b', type: 'text', text: 'Note', custom: false },
      morning,
    );
    expect(itemKindOf(named)).toBe('bubble');
    expect(itemKindOf(unnamed)).toBe('notice');
    expect(unnamed.index).toBeGreaterThan(named.index);
    expect(unnamed.index).toBeLessThan(2);
  });
});
