import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { ChatMessage, MessageSender, MessageType } from '../../transports/chat.types';
import { createFakeChatTransport } from '../testing/fake-chat-transport';
import { createMemorySessionStore } from '../testing/stores';
import {
  GrowingSet,
  applyBatch,
  mergeByIndex,
  mergeHistory,
  oldestIndex,
} from './chat-session.logic';
import { chatSessionMachine } from './chat-session.machine';
import type { ChatSessionContext } from './chat-session.types';

const anna: MessageSender = { id: '2', type: 'Agent', name: 'Anna' };
const ada: MessageSender = { id: '1', type: 'Client', name: 'Ada' };

function message(
  index: number,
  extra: Partial<ChatMessage> & { type?: MessageType } = {},
): ChatMessage {
  return {
    index,
    type: 'Message',
    text: `message ${index}`,
    timestamp: index * 1000,
    html: false,
    userData: {},
    from: anna,
    isTyping: false,
    restoring: false,
    eventAttributes: {},
    ...extra,
  };
}

/** The context of a chat that has shown nothing yet. */
function emptyContext(): ChatSessionContext {
  const actor = createActor(chatSessionMachine, {
    input: { transport: createFakeChatTransport(), store: createMemorySessionStore() },
  });
  return actor.getSnapshot().context;
}

const byIndex = (a: ChatMessage, b: ChatMessage) => a.index - b.index;

describe('mergeByIndex', () => {
  const tagged = (index: number, tag: string) => message(index, { text: tag });

  it('appends a batch that comes after what is shown, without changing what is there', () => {
    const shown = [tagged(1, 'a'), tagged(2, 'b')];
    const merged = mergeByIndex(shown, [tagged(3, 'c'), tagged(5, 'd')]);
    expect(merged.map((item) => item.index)).toEqual([1, 2, 3, 5]);
    expect(merged[0]).toBe(shown[0]);
    expect(shown).toHaveLength(2);
  });

  it('keeps the same array when nothing is added', () => {
    const shown = [tagged(1, 'a')];
    expect(mergeByIndex(shown, [])).toBe(shown);
  });

  it('merges messages that came out of order, before and between those shown', () => {
    const shown = [tagged(2, 'b'), tagged(5, 'e'), tagged(9, 'i')];
    const merged = mergeByIndex(shown, [tagged(7, 'g'), tagged(1, 'a'), tagged(6, 'f')]);
    expect(merged.map((item) => item.text)).toEqual(['a', 'b', 'e', 'f', 'g', 'i']);
  });

  it('puts an equal index after the one already there, as a stable sort of both does', () => {
    const merged = mergeByIndex([tagged(1, 'old'), tagged(2, 'old')], [tagged(1, 'new')]);
    expect(merged.map((item) => `${item.index}${item.text}`)).toEqual(['1old', '1new', '2old']);
  });

  it('gives what a stable sort of both gives, for any shown list and any batch', () => {
    const indexes = fc.array(fc.integer({ min: 1, max: 60 }), { maxLength: 40 });
    fc.assert(
      fc.property(indexes, indexes, (shownIndexes, addedIndexes) => {
        const shown = [...shownIndexes]
          .sort((a, b) => a - b)
          .map((index, at) => tagged(index, `shown ${at}`));
        const added = addedIndexes.map((index, at) => tagged(index, `added ${at}`));
        const expected = [...shown, ...added].sort(byIndex);
        const merged = mergeByIndex(shown, added);
        expect(merged).toHaveLength(expected.length);
        merged.forEach((item, at) => expect(item).toBe(expected[at]));
      }),
    );
  });
});

describe('GrowingSet', () => {
  it('grows into new sets and leaves the old ones as they were', () => {
    const first = GrowingSet.of(new Set([3, 1]));
    const second = first.with([2, 3]);
    const third = second.with([7]);
    expect([...first]).toEqual([3, 1]);
    expect([...second]).toEqual([3, 1, 2]);
    expect([...third]).toEqual([3, 1, 2, 7]);
    expect([first.size, second.size, third.size]).toEqual([2, 3, 4]);
    expect(first.has(2)).toBe(false);
    expect(second.has(7)).toBe(false);
    expect(third.has(7)).toBe(true);
  });

  it('is itself when nothing new is added, and when given a growing set', () => {
    const set = GrowingSet.of(new Set(['a']));
    expect(set.with(['a'])).toBe(set);
    expect(GrowingSet.of(set)).toBe(set);
  });

  it('grows an older set again on its own copy, which the newer sets never see', () => {
    const base = GrowingSet.of(new Set([1]));
    const newer = base.with([2]);
    const branch = base.with([3]);
    expect([...newer]).toEqual([1, 2]);
    expect([...branch]).toEqual([1, 3]);
    expect(newer.has(3)).toBe(false);
    expect(branch.has(2)).toBe(false);
    expect(newer.with([4]).has(3)).toBe(false);
  });

  it('reads like a Set: keys, entries and forEach', () => {
    const set = GrowingSet.of(new Set<number>()).with([5, 6]);
    expect([...set.keys()]).toEqual([5, 6]);
    expect([...set.entries()]).toEqual([
      [5, 5],
      [6, 6],
    ]);
    const seen: number[] = [];
    set.forEach((value, key, whole) => {
      expect(key).toBe(value);
      expect(whole).toBe(set);
      seen.push(value);
    });
    expect(seen).toEqual([5, 6]);
  });

  it('holds what a Set grown the same way holds, whichever versions grow', () => {
    const steps = fc.array(
      fc.record({
        from: fc.nat(),
        values: fc.array(fc.integer({ min: 0, max: 30 }), { maxLength: 6 }),
      }),
      { maxLength: 25 },
    );
    fc.assert(
      fc.property(steps, (plan) => {
        const versions: [GrowingSet<number>, Set<number>][] = [
          [GrowingSet.of(new Set()), new Set()],
        ];
        for (const { from, values } of plan) {
          const [grown, model] = versions[from % versions.length]!;
          versions.push([grown.with(values), new Set([...model, ...values])]);
        }
        for (const [grown, model] of versions) {
          expect([...grown]).toEqual([...model]);
          expect(grown.size).toBe(model.size);
          for (let value = 0; value <= 30; value += 1)
            expect(grown.has(value)).toBe(model.has(value));
        }
      }),
    );
  });
});

/** What the session showed before the merge: each batch's new messages, stably sorted in with the rest. */
function referenceApply(batches: { messages: ChatMessage[]; restoring: boolean }[]) {
  const seen = new Set<number>();
  const echoed = new Set<string>();
  const confirmed = new Set<string>();
  let shown: ChatMessage[] = [];
  for (const batch of batches) {
    const fresh: ChatMessage[] = [];
    for (const item of batch.messages) {
      if (seen.has(item.index)) continue;
      seen.add(item.index);
      fresh.push(item);
    }
    fresh.sort(byIndex);
    const visible: ChatMessage[] = [];
    for (const item of fresh) {
      if (item.clientMessageId) confirmed.add(item.clientMessageId);
      if (item.type === 'TypingStarted') continue;
      if (item.from.type === 'Client' && item.clientMessageId) {
        if (echoed.has(item.clientMessageId)) continue;
        echoed.add(item.clientMessageId);
      }
      visible.push({ ...item, restoring: batch.restoring });
    }
    shown = [...shown, ...visible].sort(byIndex);
  }
  return { seen, echoed, confirmed, shown };
}

describe('applyBatch', () => {
  const arbitraryMessage = fc
    .record({
      index: fc.integer({ min: 1, max: 40 }),
      kind: fc.constantFrom('agent', 'visitor', 'typing'),
      id: fc.constantFrom('m1', 'm2', 'm3', 'm4'),
      tag: fc.nat(),
    })
    .map(({ index, kind, id, tag }) =>
      kind === 'agent'
        ? message(index, { text: `agent ${tag}` })
        : kind === 'visitor'
          ? message(index, { from: ada, text: `visitor ${tag}`, clientMessageId: id })
          : message(index, { type: 'TypingStarted', text: '', isTyping: true }),
    );
  const arbitraryBatches = fc.array(
    fc.record({
      messages: fc.array(arbitraryMessage, { maxLength: 8 }),
      restoring: fc.boolean(),
    }),
    { maxLength: 12 },
  );

  it('shows, marks seen, confirms and echoes what the sort-based merge did, for batches out of order, repeated and restored', () => {
    fc.assert(
      fc.property(arbitraryBatches, (batches) => {
        let context = emptyContext();
        for (const { messages, restoring } of batches) {
          const batch = { messages, ended: false, nextPosition: 41 };
          context = { ...context, ...applyBatch(context, { batch, restoring }).changes };
        }
        const expected = referenceApply(batches);
        expect(context.messages).toEqual(expected.shown);
        expect([...context.seen].sort((a, b) => a - b)).toEqual(
          [...expected.seen].sort((a, b) => a - b),
        );
        expect(new Set(context.confirmed)).toEqual(expected.confirmed);
        expect(new Set(context.echoed)).toEqual(expected.echoed);
      }),
    );
  });

  it('leaves the context it was given as it was, so an earlier context can be applied again', () => {
    const start = {
      ...emptyContext(),
      ...applyBatch(emptyContext(), {
        batch: { messages: [message(1), message(2)], ended: false, nextPosition: 3 },
        restoring: true,
      }).changes,
    };
    const later = applyBatch(start, {
      batch: { messages: [message(3)], ended: false, nextPosition: 4 },
      restoring: false,
    }).changes;
    const other = applyBatch(start, {
      batch: {
        messages: [message(5, { from: ada, clientMessageId: 'c' })],
        ended: false,
        nextPosition: 6,
      },
      restoring: false,
    }).changes;
    expect([...start.seen]).toEqual([1, 2]);
    expect(start.messages.map((item) => item.index)).toEqual([1, 2]);
    expect([...later.seen!]).toEqual([1, 2, 3]);
    expect([...other.seen!]).toEqual([1, 2, 5]);
    expect(later.seen!.has(5)).toBe(false);
    expect(other.seen!.has(3)).toBe(false);
    expect(later.confirmed).toBe(start.confirmed);
    expect([...other.confirmed!]).toEqual(['c']);
  });

  it('keeps the lowest seen index known as the set grows, and merges history pages in', () => {
    let context = emptyContext();
    context = {
      ...context,
      ...applyBatch(context, {
        batch: { messages: [message(30), message(31)], ended: false, nextPosition: 32 },
        restoring: true,
      }).changes,
    };
    expect(oldestIndex(context)).toBe(30);
    context = {
      ...context,
      ...applyBatch(context, {
        batch: { messages: [message(32)], ended: false, nextPosition: 33 },
        restoring: false,
      }).changes,
    };
    expect(oldestIndex(context)).toBe(30);
    const page = mergeHistory(context, [message(12), message(11), message(30)]);
    expect(page.messages.map((item) => item.index)).toEqual([11, 12, 30, 31, 32]);
    expect(oldestIndex({ ...context, ...page })).toBe(11);
    expect(page.historyExhausted).toBe(false);
    const nothingNew = mergeHistory({ ...context, ...page }, [message(11)]);
    expect(nothingNew.seen).toBe(page.seen);
    expect(nothingNew.historyExhausted).toBe(true);
  });
});
