import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, EventFromLogic } from 'xstate';
import { createFixedStore } from '../testing/stores';
import { transitionCoverage } from '../testing/transition-coverage';
import { chatWidgetMachine } from './chat-widget.machine';
import type { ChatWidgetContext, ChatWidgetInput, SavedWindow } from './chat-widget.types';

type Event = EventFromLogic<typeof chatWidgetMachine>;

const after = (delay: string, path: string) =>
  ({ type: `xstate.after.${delay}.chatWidget.${path}` }) as unknown as Event;

const events: Event[] = [
  { type: 'window.open' },
  { type: 'window.open', minimized: true },
  { type: 'window.close' },
  { type: 'window.minimize' },
  { type: 'window.minimize', minimized: false },
  { type: 'window.maximize' },
  { type: 'end.request' },
  { type: 'dialog.confirm' },
  { type: 'dialog.cancel' },
  { type: 'asyncClose.end' },
  { type: 'asyncClose.hide' },
  { type: 'survey.accept' },
  { type: 'survey.decline' },
  { type: 'form.change', filled: true },
  { type: 'invitation.show', kind: 'proactive' },
  { type: 'invitation.show', kind: 'reinvite' },
  { type: 'invitation.accept' },
  { type: 'invitation.decline' },
  { type: 'invitation.hold', held: true },
  { type: 'invitation.hold', held: false },
  { type: 'chatButton.hide' },
  { type: 'chatButton.show' },
  { type: 'chat.status', status: 'active', async: false },
  { type: 'chat.status', status: 'active', async: true },
  { type: 'chat.status', status: 'ended', async: false },
  { type: 'chat.started' },
  { type: 'chat.ended' },
  { type: 'chat.restored' },
  { type: 'chat.restoreTimeout' },
  { type: 'chat.message', unread: 1 },
  { type: 'chat.surveyOffered' },
  { type: 'chat.idleAlert' },
  { type: 'widget.configure', options: { inviteTimeout: 20_000 } },
  { type: 'window.hide' },
  { type: 'window.show' },
  { type: 'overlay.show', overlay: { html: '<p>Terms</p>', hideFooter: false } },
  { type: 'overlay.hide' },
  { type: 'message.inject', message: { id: 'a', type: 'text', text: 'Hi', custom: false } },
  { type: 'window.resize', width: 360 },
  { type: 'viewport.change', mobile: true },
  after('inviteDelay', 'invitation.scheduled'),
  after('inviteTimeout', 'invitation.proactive.showing'),
  after('endTimeout', 'window.open.ending'),
];

const digest = (snapshot: AnyMachineSnapshot) => {
  const context = snapshot.context as ChatWidgetContext;
  return JSON.stringify([
    snapshot.value,
    context.chatStatus,
    context.async,
    context.formFilled,
    context.chatButtonShown,
    context.origin !== undefined,
  ]);
};

const scenario = (input: ChatWidgetInput) => ({ input, events, serializeState: digest });

describe('chat widget machine paths', () => {
  it('reaches every state and takes every transition', { timeout: 30_000 }, () => {
    const coverage = transitionCoverage(chatWidgetMachine, [
      scenario({ store: createFixedStore<SavedWindow>() }),
      scenario({ store: createFixedStore<SavedWindow>({ window: 'closed', maximized: false }) }),
      scenario({
        store: createFixedStore<SavedWindow>({ window: 'minimized', maximized: true }),
        options: { autoInvite: true, newMessageRestoreState: 'minimized' },
      }),
      scenario({
        store: createFixedStore<SavedWindow>(),
        options: { inviteOnRestoreTimeout: false },
      }),
      scenario({
        store: createFixedStore<SavedWindow>({ window: 'open', maximized: false }),
        options: { minimizeOnMobileRestore: true, unminimizeOnAlert: true },
        isMobile: () => true,
      }),
    ]);
    expect(coverage.unreachedStates).toEqual([]);
    expect(coverage.untakenTransitions).toEqual([]);
    expect(coverage.totals).toEqual({ states: 18, transitions: 79 });
  });
});
