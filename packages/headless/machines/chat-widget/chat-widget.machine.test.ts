import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { ChatStatus } from '../chat-session/chat-session.connect';
import { connect, selectChatWidgetView } from './chat-widget.connect';
import { createStaticViewportSignal } from '../../services/signals/static-signals';
import { dockLifecycleCalls, fakeDock, walkDockLifecycle } from '../testing/fake-dock';
import { createWindowGroup } from '../widget-window/widget-window.group';
import { chatWidgetMachine, createMemoryWindowStore } from './chat-widget.machine';
import type { ChatWidgetEmitted, ChatWidgetInput, SavedWindow } from './chat-widget.types';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup(input: ChatWidgetInput = {}) {
  const store = input.store ?? createMemoryWindowStore();
  const actor = createActor(chatWidgetMachine, { input: { ...input, store } });
  const emitted: ChatWidgetEmitted['type'][] = [];
  actor.on('*', (event) => emitted.push(event.type));
  actor.start();
  const api = () => connect(selectChatWidgetView(actor.getSnapshot()), actor.send);
  const chat = (status: ChatStatus, async = false) =>
    actor.send({ type: 'chat.status', status, async });
  const take = () => emitted.splice(0);
  return { actor, api, store, emitted, take, chat };
}

describe('window', () => {
  it('opens, minimizes, restores and closes, telling the page each time', () => {
    const widget = setup();
    expect(widget.api()).toMatchObject({ window: 'closed', isOpen: false, launcherShown: true });
    widget.api().open();
    expect(widget.api()).toMatchObject({ window: 'open', screen: 'form', launcherShown: false });
    expect(widget.take()).toEqual(['opened', 'chat.read']);
    widget.api().minimize();
    expect(widget.api().isMinimized).toBe(true);
    widget.api().minimize(true);
    expect(widget.api().isMinimized).toBe(true);
    widget.api().minimize();
    expect(widget.api().window).toBe('open');
    expect(widget.take()).toEqual(['minimized', 'unminimized', 'chat.read']);
    widget.api().close();
    expect(widget.api().window).toBe('closed');
    expect(widget.take()).toEqual(['closed', 'cancelled']);
  });

  it('opens minimized on request, and a restore request while open changes nothing', () => {
    const widget = setup();
    widget.api().open({ minimized: true });
    expect(widget.api().window).toBe('minimized');
    widget.api().minimize(false);
    widget.api().minimize(false);
    expect(widget.api().window).toBe('open');
    widget.api().open();
    expect(widget.take()).toEqual(['opened', 'minimized', 'unminimized', 'chat.read']);
  });

  it('maximizes and restores the size, and keeps it through minimize and close', () => {
    const widget = setup();
    widget.api().open();
    widget.api().maximize();
    expect(widget.api().maximized).toBe(true);
    widget.api().minimize();
    widget.api().maximize(true);
    expect(widget.api()).toMatchObject({ window: 'open', maximized: true });
    widget.api().maximize(false);
    expect(widget.api().maximized).toBe(false);
    widget.api().maximize();
    widget.api().close();
    expect(widget.store.load()).toEqual({ window: 'closed', maximized: true, unread: 0 });
  });

  it('keeps the window state in its store', () => {
    const widget = setup();
    widget.api().open();
    expect(widget.store.load()).toEqual({ window: 'open', maximized: false, unread: 0 });
    widget.api().minimize();
    expect(widget.store.load()).toEqual({ window: 'minimized', maximized: false, unread: 0 });
  });

  it('hides the chat button while open, on request, and during an invitation', () => {
    const widget = setup();
    widget.actor.send({ type: 'chatButton.hide' });
    expect(widget.api().launcherShown).toBe(false);
    widget.actor.send({ type: 'chatButton.show' });
    expect(widget.api().getLauncherProps()).toMatchObject({
      'data-part': 'launcher',
      'aria-expanded': false,
      hidden: undefined,
    });
    widget.actor.send({ type: 'invitation.show', kind: 'proactive' });
    expect(widget.api().launcherShown).toBe(false);
    const keeps = setup({ options: { hideChatButtonDuringInvite: false } });
    keeps.actor.send({ type: 'invitation.show', kind: 'proactive' });
    expect(keeps.api().launcherShown).toBe(true);
    const none = setup({ options: { chatButton: false } });
    expect(none.api().launcherShown).toBe(false);
  });

  it('opens from the chat button', () => {
    const widget = setup();
    (widget.api().getLauncherProps().onClick as () => void)();
    expect(widget.api().window).toBe('open');
  });
});

describe('closing', () => {
  it('asks before closing a filled form of a chat not started, and forgets the form on close', () => {
    const widget = setup();
    widget.api().open();
    widget.api().setFormFilled(true);
    widget.api().close();
    expect(widget.api()).toMatchObject({ window: 'open', dialog: 'confirmClose' });
    widget.api().cancel();
    expect(widget.api().dialog).toBe('none');
    widget.api().close();
    widget.api().confirm();
    expect(widget.api().window).toBe('closed');
    widget.api().open();
    widget.api().close();
    expect(widget.api().window).toBe('closed');
  });

  it('closes an ended chat at once: the form it started from is no longer at risk', () => {
    const widget = setup();
    widget.api().open();
    widget.api().setFormFilled(true);
    widget.chat('starting');
    widget.chat('active');
    widget.chat('ended');
    widget.api().close();
    expect(widget.api()).toMatchObject({ window: 'closed', dialog: 'none' });
  });

  it('closes a filled form at once when the confirmation is off', () => {
    const widget = setup({ options: { confirmFormClose: false } });
    widget.api().open();
    widget.api().setFormFilled(true);
    widget.api().close();
    expect(widget.api().window).toBe('closed');
  });

  it('asks before closing a running chat, ends it, then closes once the chat has ended', () => {
    const widget = setup();
    widget.api().open();
    widget.chat('active');
    widget.take();
    widget.api().close();
    expect(widget.api().dialog).toBe('confirmClose');
    widget.api().confirm();
    expect(widget.take()).toEqual(['chat.end']);
    expect(widget.api()).toMatchObject({ window: 'open', ending: true });
    widget.chat('ended');
    widget.actor.send({ type: 'chat.ended' });
    expect(widget.api().window).toBe('closed');
    expect(widget.take()).toEqual(['completed', 'closed']);
  });

  it('closes anyway when the chat does not end in time', () => {
    const widget = setup();
    widget.api().open();
    widget.chat('active');
    widget.api().close();
    widget.api().confirm();
    vi.advanceTimersByTime(2999);
    expect(widget.api().window).toBe('open');
    vi.advanceTimersByTime(1);
    expect(widget.api().window).toBe('closed');
  });

  it('offers the survey before closing when the ending chat offers one', () => {
    const widget = setup();
    widget.api().open();
    widget.chat('active');
    widget.api().close();
    widget.api().confirm();
    widget.actor.send({ type: 'chat.surveyOffered' });
    widget.chat('ended');
    widget.actor.send({ type: 'chat.ended' });
    expect(widget.api()).toMatchObject({ window: 'open', dialog: 'survey' });
    widget.take();
    widget.api().acceptSurvey();
    expect(widget.api().window).toBe('closed');
    expect(widget.take()).toEqual(['chat.acceptSurvey', 'closed']);
  });

  it.each([
    ['declines', 'declineSurvey'],
    ['cancels', 'cancel'],
  ] as const)('closes after the visitor %s the survey before closing', (_label, answer) => {
    const widget = setup();
    widget.api().open();
    widget.chat('active');
    widget.api().close();
    widget.api().confirm();
    widget.actor.send({ type: 'chat.surveyOffered' });
    widget.take();
    widget.api()[answer]();
    expect(widget.take()).toEqual(['chat.declineSurvey', 'closed']);
  });

  it('in asynchronous chat, offers End Chat or Close Window', () => {
    const widget = setup();
    widget.api().open();
    widget.chat('active', true);
    widget.api().close();
    expect(widget.api().dialog).toBe('asyncClose');
    widget.api().cancel();
    widget.api().close();
    widget.take();
    widget.api().closeAndKeep();
    expect(widget.api().window).toBe('closed');
    expect(widget.take()).toEqual(['closed']);

    widget.api().open();
    widget.api().close();
    widget.api().closeAndEnd();
    expect(widget.api().ending).toBe(true);
    widget.chat('ended', true);
    widget.actor.send({ type: 'chat.ended' });
    expect(widget.api().window).toBe('closed');
  });

  it('closes from the minimized window with the same questions', () => {
    const widget = setup();
    widget.api().open({ minimized: true });
    widget.chat('active');
    widget.api().close();
    expect(widget.api()).toMatchObject({ window: 'open', dialog: 'confirmClose' });
  });
});

describe('ending', () => {
  it('asks before ending the chat and leaves the ended chat on screen', () => {
    const widget = setup();
    widget.api().requestEnd();
    widget.api().open();
    widget.api().requestEnd();
    expect(widget.api().dialog).toBe('none');
    widget.chat('active');
    widget.api().requestEnd();
    expect(widget.api().dialog).toBe('confirmEnd');
    widget.api().cancel();
    expect(widget.api().dialog).toBe('none');
    widget.api().requestEnd();
    widget.take();
    widget.api().confirm();
    expect(widget.take()).toEqual(['chat.end']);
    widget.chat('ended');
    expect(widget.api()).toMatchObject({ window: 'open', screen: 'chat' });
    widget.api().close();
    widget.api().open();
    expect(widget.api().screen).toBe('form');
  });

  it('drops a question about ending or closing once the chat has ended by itself, and reports the completion once', () => {
    const widget = setup();
    widget.api().open();
    widget.chat('active', true);
    for (const ask of [() => widget.api().requestEnd(), () => widget.api().close()]) {
      ask();
      expect(widget.api().dialog).not.toBe('none');
      widget.take();
      widget.chat('ended', true);
      widget.actor.send({ type: 'chat.ended' });
      expect(widget.api()).toMatchObject({ window: 'open', dialog: 'none', screen: 'chat' });
      expect(widget.take()).toEqual(['completed']);
      widget.chat('active', true);
    }
    // Not async: closing a running chat asks to confirm.
    widget.chat('active', false);
    widget.api().close();
    expect(widget.api().dialog).toBe('confirmClose');
    widget.take();
    widget.chat('ended', false);
    widget.actor.send({ type: 'chat.ended' });
    expect(widget.api().dialog).toBe('none');
    expect(widget.take()).toEqual(['completed']);
  });

  it('asks from the minimized window after showing it', () => {
    const widget = setup();
    widget.api().open({ minimized: true });
    widget.chat('active');
    widget.take();
    widget.api().requestEnd();
    expect(widget.api()).toMatchObject({ window: 'open', dialog: 'confirmEnd' });
    expect(widget.take()).toEqual(['unminimized', 'chat.read']);
  });

  it('offers the survey when the chat ends, also from the minimized window', () => {
    const widget = setup();
    widget.api().open();
    widget.chat('active');
    widget.actor.send({ type: 'chat.surveyOffered' });
    expect(widget.api().dialog).toBe('survey');
    widget.take();
    widget.api().declineSurvey();
    expect(widget.api()).toMatchObject({ dialog: 'none', window: 'open' });
    expect(widget.take()).toEqual(['chat.declineSurvey']);
    widget.actor.send({ type: 'chat.surveyOffered' });
    widget.api().acceptSurvey();
    widget.actor.send({ type: 'chat.surveyOffered' });
    widget.api().cancel();
    expect(widget.take()).toEqual(['chat.acceptSurvey', 'chat.declineSurvey']);

    widget.api().minimize();
    widget.actor.send({ type: 'chat.surveyOffered' });
    expect(widget.api()).toMatchObject({ window: 'open', dialog: 'survey' });
  });

  it('reports the submitted and completed chat', () => {
    const widget = setup();
    widget.actor.send({ type: 'chat.started' });
    widget.actor.send({ type: 'chat.ended' });
    expect(widget.take()).toEqual(['submitted', 'completed']);
  });
});

describe('submission', () => {
  it('tells the page the submitted form values, or none when the chat did not say', () => {
    const widget = setup();
    const forms: Record<string, string>[] = [];
    widget.actor.on('submitted', (event) => forms.push(event.form));
    widget.actor.send({ type: 'chat.started', form: { firstName: 'Ada' } });
    widget.actor.send({ type: 'chat.started' });
    expect(forms).toEqual([{ firstName: 'Ada' }, {}]);
  });
});

describe('window group', () => {
  it('closes the other contact channels when it opens, and closes for theirs, asking about a running chat', () => {
    const group = createWindowGroup();
    const callback = { name: 'Callback', close: vi.fn() };
    group.join(callback);
    const widget = setup({ group });
    widget.api().open();
    expect(callback.close).toHaveBeenCalledTimes(1);
    group.opened('Callback');
    expect(widget.api().window).toBe('closed');
    widget.api().open({ minimized: true });
    widget.chat('active');
    group.closeAll();
    expect(widget.api()).toMatchObject({ window: 'open', dialog: 'confirmClose' });
    widget.actor.stop();
    expect(group.members()).toEqual(['Callback']);
    group.opened('Callback');
    expect(widget.api().dialog).toBe('confirmClose');
  });
});

describe('the widget window it is', () => {
  it('docks as WebChat while it shows, with its measured width, and leaves the dock on close and on stop', () => {
    const dock = fakeDock();
    expect(walkDockLifecycle(setup({ dock }), dock)).toEqual(dockLifecycleCalls('WebChat'));
  });

  it('follows mobile mode: read on opening, on a viewport change, and as the app tells it', () => {
    const viewport = createStaticViewportSignal(400);
    const widget = setup({ viewport });
    expect(widget.api().mobile).toBe(true);
    viewport.set(1200);
    expect(widget.api().mobile).toBe(false);
    widget.actor.send({ type: 'viewport.change', mobile: true });
    expect(widget.api().mobile).toBe(true);
    let mobile = false;
    const told = setup({ isMobile: () => mobile });
    mobile = true;
    told.api().open();
    expect(told.api()).toMatchObject({ window: 'open', mobile: true });
  });

  it('closes a filled form for the group without asking, as every window does, but asks about a running chat', () => {
    const group = createWindowGroup();
    const widget = setup({ group });
    widget.api().open();
    widget.api().setFormFilled(true);
    group.opened('Callback');
    expect(widget.api()).toMatchObject({ window: 'closed', dialog: 'none' });
    widget.api().open();
    widget.api().setFormFilled(true);
    group.closeAll();
    expect(widget.api()).toMatchObject({ window: 'closed', dialog: 'none' });
    widget.api().open();
    widget.api().setFormFilled(true);
    widget.api().close();
    expect(widget.api().dialog).toBe('confirmClose');
  });
});

describe('the chat while the window is not open', () => {
  it('reopens as it was when a chat is restored', () => {
    const saved = (state: SavedWindow) => setup({ store: createMemoryWindowStore(state) });
    const open = saved({ window: 'open', maximized: true });
    open.actor.send({ type: 'chat.restored' });
    expect(open.api()).toMatchObject({ window: 'open', maximized: true });
    const minimized = saved({ window: 'minimized', maximized: false });
    minimized.actor.send({ type: 'chat.restored' });
    expect(minimized.api().window).toBe('minimized');
    const closed = saved({ window: 'closed', maximized: false });
    closed.actor.send({ type: 'chat.restored' });
    expect(closed.api().window).toBe('closed');
    const none = setup();
    none.actor.send({ type: 'chat.restored' });
    expect(none.api().window).toBe('open');
  });

  it('with minimizeOnMobileRestore, reopens a restored chat minimized while the page is in mobile mode', () => {
    let mobile = true;
    const restored = () => {
      const widget = setup({
        store: createMemoryWindowStore({ window: 'open', maximized: false, unread: 2 }),
        options: { minimizeOnMobileRestore: true },
        isMobile: () => mobile,
      });
      widget.actor.send({ type: 'chat.restored' });
      return widget;
    };
    const onPhone = restored();
    expect(onPhone.api()).toMatchObject({ window: 'minimized', unread: 2 });
    expect(onPhone.take()).toEqual(['opened', 'minimized']);
    expect(onPhone.store.load()?.window).toBe('minimized');
    mobile = false;
    expect(restored().api().window).toBe('open');
    const unset = setup({
      store: createMemoryWindowStore({ window: 'open', maximized: false }),
      isMobile: () => true,
    });
    unset.actor.send({ type: 'chat.restored' });
    expect(unset.api().window).toBe('open');
  });

  it('reopens on a new message of a running chat, full or minimized as configured', () => {
    const full = setup();
    full.actor.send({ type: 'chat.message', unread: 1 });
    expect(full.api().window).toBe('closed');
    full.chat('active', true);
    full.actor.send({ type: 'chat.message', unread: 1 });
    expect(full.api().window).toBe('open');
    full.take();
    full.actor.send({ type: 'chat.message', unread: 1 });
    expect(full.take()).toEqual(['chat.read']);

    const minimized = setup({ options: { newMessageRestoreState: 'minimized' } });
    minimized.chat('active', true);
    minimized.actor.send({ type: 'chat.message', unread: 1 });
    expect(minimized.api().window).toBe('minimized');
  });

  it('counts unread messages while minimized, keeps the count with the window state, and clears it when shown', () => {
    const widget = setup();
    widget.api().open();
    widget.chat('active');
    widget.api().minimize();
    widget.actor.send({ type: 'chat.message', unread: 1 });
    widget.actor.send({ type: 'chat.message', unread: 0 });
    widget.actor.send({ type: 'chat.message', unread: 2 });
    expect(widget.api().unread).toBe(3);
    expect(widget.store.load()).toEqual({ window: 'minimized', maximized: false, unread: 3 });
    widget.api().minimize(false);
    expect(widget.api().unread).toBe(0);
    expect(widget.store.load()).toEqual({ window: 'open', maximized: false, unread: 0 });
    widget.actor.send({ type: 'chat.message', unread: 1 });
    expect(widget.api().unread).toBe(0);
  });

  it('takes the saved unread count back only with a chat restored minimized', () => {
    const saved = (unread: number, window: SavedWindow['window'] = 'minimized') =>
      setup({ store: createMemoryWindowStore({ window, maximized: false, unread }) });
    const restored = saved(2);
    expect(restored.api().unread).toBe(0);
    restored.actor.send({ type: 'chat.restored' });
    expect(restored.api()).toMatchObject({ window: 'minimized', unread: 2 });
    restored.chat('active');
    restored.actor.send({ type: 'chat.message', unread: 1 });
    expect(restored.api().unread).toBe(3);

    const timedOut = saved(2);
    timedOut.actor.send({ type: 'chat.restoreTimeout' });
    timedOut.api().open({ minimized: true });
    expect(timedOut.api()).toMatchObject({ window: 'minimized', unread: 0 });

    const open = saved(2, 'open');
    open.actor.send({ type: 'chat.restored' });
    expect(open.api()).toMatchObject({ window: 'open', unread: 0 });
  });

  it('counts the message that reopens a closed window minimized, and forgets the count on close', () => {
    const widget = setup({ options: { newMessageRestoreState: 'minimized' } });
    widget.chat('active', true);
    widget.actor.send({ type: 'chat.message', unread: 1 });
    expect(widget.api()).toMatchObject({ window: 'minimized', unread: 1 });
    expect(widget.store.load()?.unread).toBe(1);
    widget.api().close();
    widget.api().closeAndKeep();
    expect(widget.api()).toMatchObject({ window: 'closed', unread: 0 });
    expect(widget.store.load()?.unread).toBe(0);
  });

  it('closes on a restore timeout and offers a new chat, unless told not to', () => {
    const widget = setup();
    widget.api().open();
    widget.actor.send({ type: 'chat.restoreTimeout' });
    expect(widget.api()).toMatchObject({ window: 'closed', invitation: 'reinvite' });
    widget.api().acceptInvitation();
    expect(widget.api()).toMatchObject({
      window: 'open',
      invitation: undefined,
      origin: undefined,
    });

    const minimized = setup();
    minimized.api().open({ minimized: true });
    minimized.actor.send({ type: 'chat.restoreTimeout' });
    expect(minimized.api().window).toBe('closed');

    const quiet = setup({ options: { inviteOnRestoreTimeout: false } });
    quiet.actor.send({ type: 'chat.restoreTimeout' });
    expect(quiet.api().invitation).toBeUndefined();
  });
});

describe('invitations', () => {
  it('shows a proactive invitation on request, which opens the form as a proactive chat', () => {
    const widget = setup();
    widget.actor.send({ type: 'invitation.show', kind: 'proactive' });
    expect(widget.api().invitation).toBe('proactive');
    widget.api().acceptInvitation();
    expect(widget.api()).toMatchObject({
      window: 'open',
      invitation: undefined,
      origin: { proactive: true },
    });
    widget.api().close();
    expect(widget.api().origin).toBeUndefined();
  });

  it('withdraws an invitation after its timeout, when declined, or when the window opens', () => {
    const widget = setup();
    widget.actor.send({ type: 'invitation.show', kind: 'proactive' });
    vi.advanceTimersByTime(30_000);
    expect(widget.api().invitation).toBeUndefined();
    widget.actor.send({ type: 'invitation.show', kind: 'proactive' });
    widget.take();
    widget.api().declineInvitation();
    expect(widget.api().invitation).toBeUndefined();
    expect(widget.take()).toEqual([]);
    // A declined re-invite tells the chat, which then keeps what it offered without inviting again.
    widget.actor.send({ type: 'invitation.show', kind: 'reinvite' });
    widget.api().declineInvitation();
    expect(widget.api().invitation).toBeUndefined();
    expect(widget.take()).toEqual(['chat.declineReinvite']);
    widget.actor.send({ type: 'invitation.show', kind: 'reinvite' });
    widget.api().open();
    expect(widget.api().invitation).toBeUndefined();
    widget.api().close();
    widget.actor.send({ type: 'invitation.show', kind: 'proactive' });
    widget.api().open();
    expect(widget.api().invitation).toBeUndefined();
  });

  it('keeps a proactive invitation while the visitor is on it, then gives it its full time again', () => {
    const widget = setup();
    widget.actor.send({ type: 'invitation.show', kind: 'proactive' });
    vi.advanceTimersByTime(20_000);
    widget.api().holdInvitation(true);
    vi.advanceTimersByTime(60_000);
    expect(widget.api().invitation).toBe('proactive');
    widget.api().holdInvitation(false);
    vi.advanceTimersByTime(29_999);
    expect(widget.api().invitation).toBe('proactive');
    vi.advanceTimersByTime(1);
    expect(widget.api().invitation).toBeUndefined();
    // Held, it still answers: declined, it goes.
    widget.actor.send({ type: 'invitation.show', kind: 'proactive' });
    widget.api().holdInvitation(true);
    widget.api().declineInvitation();
    expect(widget.api().invitation).toBeUndefined();
  });

  it('does not invite while the window shows, nor proactively while a chat runs', () => {
    const widget = setup();
    widget.api().open();
    widget.actor.send({ type: 'invitation.show', kind: 'proactive' });
    widget.actor.send({ type: 'invitation.show', kind: 'reinvite' });
    expect(widget.api().invitation).toBeUndefined();
    widget.api().close();
    widget.chat('active', true);
    widget.actor.send({ type: 'invitation.show', kind: 'proactive' });
    expect(widget.api().invitation).toBeUndefined();
  });

  it('invites by itself after the invite delay when configured, once', () => {
    const widget = setup({ options: { autoInvite: true } });
    vi.advanceTimersByTime(4999);
    expect(widget.api().invitation).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(widget.api().invitation).toBe('proactive');
    widget.api().declineInvitation();
    vi.advanceTimersByTime(60_000);
    expect(widget.api().invitation).toBeUndefined();

    const busy = setup({ options: { autoInvite: true } });
    busy.api().open();
    vi.advanceTimersByTime(5000);
    busy.api().close();
    expect(busy.api().invitation).toBeUndefined();

    const off = setup();
    vi.advanceTimersByTime(5000);
    expect(off.api().invitation).toBeUndefined();
  });

  it('shows an invitation asked for before the invite delay is over at once, instead of the scheduled one', () => {
    const widget = setup({ options: { autoInvite: true } });
    vi.advanceTimersByTime(1000);
    widget.actor.send({ type: 'invitation.show', kind: 'proactive' });
    expect(widget.api().invitation).toBe('proactive');
    widget.api().declineInvitation();
    vi.advanceTimersByTime(60_000);
    expect(widget.api().invitation).toBeUndefined();

    const reinvited = setup({ options: { autoInvite: true } });
    reinvited.actor.send({ type: 'invitation.show', kind: 'reinvite' });
    expect(reinvited.api().invitation).toBe('reinvite');
  });
});
