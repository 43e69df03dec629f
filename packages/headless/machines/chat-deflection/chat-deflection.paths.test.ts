import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, EventFromLogic } from 'xstate';
import {
  createFakeKnowledgeCenter,
  fakeDeflectionServices,
  knowledgeDocument,
} from '../testing/fake-knowledge-center';
import { transitionCoverage } from '../testing/transition-coverage';
import { chatDeflectionMachine } from './chat-deflection.machine';
import { resolveChatDeflectionOptions } from './chat-deflection.options';

type Event = EventFromLogic<typeof chatDeflectionMachine>;

const internal = (type: string, extra: Record<string, unknown> = {}) =>
  ({ type, ...extra }) as unknown as Event;
const voting = knowledgeDocument('d1', 'Paying');
const silent = knowledgeDocument('d2', 'Hours', { feedbackType: 'NONE' });
const result = (documents: (typeof voting)[]) => ({
  documents,
  categories: [],
  query: 'q',
  searchId: 's1',
});

const events: Event[] = [
  { type: 'deflection.enable' },
  { type: 'deflection.disable' },
  { type: 'deflection.configure', options: resolveChatDeflectionOptions({ enabled: true }) },
  { type: 'deflection.configure', options: resolveChatDeflectionOptions({}) },
  { type: 'chat.started', chatId: 'c1' },
  { type: 'chat.ended' },
  { type: 'chat.agentConnected' },
  { type: 'chat.clientMessage', text: 'pay' },
  { type: 'chat.clientMessage', text: ' ' },
  { type: 'chat.formSubmitted', email: 'a@b.test' },
  { type: 'session.read', session: { sessionId: 'k1', language: 'en', media: 'all' } },
  { type: 'search.done', query: 'q', result: result([voting, silent]) },
  { type: 'search.done', query: 'q', result: result([]) },
  { type: 'search.failed', query: 'q' },
  { type: 'article.open', index: 0 },
  { type: 'article.open', index: 1 },
  { type: 'article.open', index: 9 },
  { type: 'article.vote', relevant: true },
  { type: 'article.close' },
  internal('xstate.done.actor.readArticle', { output: voting }),
  internal('xstate.error.actor.readArticle', { error: new Error('no') }),
  internal('xstate.done.actor.castVote', { output: {} }),
  internal('xstate.error.actor.castVote', { error: new Error('no') }),
];

// The walk keeps at most the first search's suggestions: more would only grow the context.
const serializeState = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify([
    snapshot.value,
    snapshot.context.options.enabled,
    Math.min(snapshot.context.suggestions.length, 2),
    snapshot.context.article?.index,
  ]);

describe('chat deflection paths', () => {
  it('reaches every state and takes every transition', () => {
    const center = createFakeKnowledgeCenter();
    center.hold();
    const { services } = fakeDeflectionServices(center);
    const coverage = transitionCoverage(chatDeflectionMachine, [
      { input: { services }, events, serializeState },
      { input: { services, options: { enabled: true } }, events, serializeState },
    ]);
    expect(coverage.unreachedStates).toEqual([]);
    expect(coverage.untakenTransitions).toEqual([]);
  });
});
