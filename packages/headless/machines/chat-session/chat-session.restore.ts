import type { ChatBatch, SessionKeys, TransportResult } from '../../transports/transport.types';
import type {
  ChatSessionContext,
  OutboxEntry,
  SavedSession,
  SessionStore,
} from './chat-session.types';
import { restoreReadInput } from './chat-session.history';
import { chatErrorKeys, readsFrom } from './chat-session.logic';
import { shareFailureKey } from './chat-session.share';
import {
  chatSessionSetup,
  failureKind,
  freshConversation,
  outputOf,
  raiseError,
  receive,
  type ChatGuardArgs,
} from './chat-session.setup';

/** Whether a saved session names a chat; one without keys only keeps refused messages between chats (`keepRefused`). */
const hasKeys = (saved: SavedSession) => Object.keys(saved.session).length > 0;

/** Whether a saved session is of the chat with these keys (one without keys is of no chat). */
const isSameChat = (saved: SavedSession, session: SessionKeys = {}) =>
  hasKeys(saved) && Object.keys(saved.session).every((key) => saved.session[key] === session[key]);

/** Whether a saved message belongs to another tab, which alone shows or sends it until it closes (`watchTabs`). */
const isOtherTabs = (context: ChatSessionContext) => (entry: SavedSession['outbox'][number]) =>
  !!context.presence && entry.owner !== undefined && entry.owner !== context.presence.id;

/** The saved session if it can be restored: it names a chat, young enough (or asynchronous). */
function restorableSession(context: ChatSessionContext): SavedSession | undefined {
  const saved = context.store.load();
  return saved &&
    hasKeys(saved) &&
    // An asynchronous chat is resumable later: the restore timeout is for live chats only.
    ((context.options.async && context.transport.capabilities.async) ||
      context.now() - saved.lastPing <= context.options.restoreTimeout)
    ? saved
    : undefined;
}

/** Guards of restore: a saved session young enough, and what the first read says of it. */
export const restoreGuards = {
  hasOtherTabsChat: ({ context }: ChatGuardArgs) => {
    const saved = context.options.joinOtherTabs && restorableSession(context);
    return !!saved && !isSameChat(saved, context.session);
  },
  hasRestorableSession: ({ context }: ChatGuardArgs) => restorableSession(context) !== undefined,
  isStillOpen: ({ event }: ChatGuardArgs) => {
    const output = outputOf<ChatBatch>(event);
    return output.ok && output.value.ended === false;
  },
  // An open chat's read that lacks the transcript from where it asked may be an earlier answer again
  // (a proxy replaying a poll's): restored from it, the chat would show only its last messages.
  isPartialRead: ({ context, event }: ChatGuardArgs) => {
    const output = outputOf<ChatBatch>(event);
    return (
      output.ok &&
      output.value.ended === false &&
      !readsFrom(output.value, restoreReadInput({ context }).position)
    );
  },
  isNoAnswer: ({ event }: ChatGuardArgs) =>
    failureKind(event) === 'network' || failureKind(event) === 'protocol',
};

/**
 * The saved messages that this tab does not hold and the transcript has not confirmed: another tab's
 * on this chat, as they are, and those of another chat (a tab still on it, or kept refused between
 * chats in the saved session without keys), refused. Every save keeps them: they are what another
 * tab still waits to send or to show refused, and a reload of it would lose them otherwise.
 */
export function othersWaiting(context: ChatSessionContext): SavedSession['outbox'] {
  const { session } = context;
  const saved = context.store.load();
  if (!session || !saved) return [];
  const sameChat = isSameChat(saved, session);
  const held = new Set(context.outbox.map((entry) => entry.clientMessageId));
  return saved.outbox
    .filter(
      (entry) => !held.has(entry.clientMessageId) && !context.confirmed.has(entry.clientMessageId),
    )
    .map((entry) => (sameChat ? entry : asRefused(entry)));
}

/**
 * A saved message as refused, still of its tab: it waits for the visitor's Retry or Discard. One not
 * refused before may have gone out from its tab, so it may have arrived.
 */
const asRefused = (entry: SavedSession['outbox'][number]) => ({
  ...entry,
  failed: entry.failed ?? chatErrorKeys.messageUnconfirmed,
});

/**
 * A saved message taken into this tab's outbox: refused again if the server refused it (the visitor
 * retries or discards it), else not known yet to have reached the server.
 */
export const fromSaved = ({
  clientMessageId,
  text,
  createdAt,
  sentAt,
  mayHaveArrived,
  failed,
}: SavedSession['outbox'][number]): OutboxEntry => ({
  clientMessageId,
  text,
  createdAt,
  ...(mayHaveArrived && { mayHaveArrived }),
  ...(failed
    ? { status: 'failed', error: { key: failed } }
    : { status: 'uncertain', ...(sentAt === undefined ? {} : { sentAt, takenOver: true }) }),
});

/** An outbox entry as the saved session keeps it, with the tab that sends it, if known. */
const toSaved =
  (owner?: string) =>
  ({ clientMessageId, text, createdAt, sentAt, mayHaveArrived, status, error }: OutboxEntry) => ({
    clientMessageId,
    text,
    createdAt,
    ...(mayHaveArrived && { mayHaveArrived }),
    // A send still without an answer as the page goes may land after: the next page waits for it.
    ...(sentAt === undefined ? {} : { sentAt }),
    ...(owner ? { owner } : {}),
    // A refused message comes back refused; its error's key says why (server items are not kept).
    ...(status === 'failed' && { failed: error?.key ?? chatErrorKeys.messageFailed }),
  });

/** Whether an outbox entry was refused: it stays, through the next chat too, until the visitor retries or discards it. */
export const isRefused = (entry: OutboxEntry) => entry.status === 'failed';

/**
 * Keeps refused messages between chats in the saved session, without keys, so a page opened before
 * the next chat gives them back (`failRestore`), `declined` if the visitor declined the re-invite
 * that offered them; with none, clears the saved session.
 */
function keepRefused(store: SessionStore, refused: SavedSession['outbox'], declined?: true) {
  if (refused.length)
    store.save({
      session: {},
      position: 1,
      lastPing: 0,
      outbox: refused,
      ...(declined && { declined }),
    });
  else store.clear();
}

/**
 * What to keep as a chat ends here: this tab's refused messages, and those other tabs left in the
 * saved session (`othersWaiting`: still waiting to go in this chat, or kept refused between chats by
 * a tab that ended first), now refused too.
 */
function refusedToKeep(context: ChatSessionContext): SavedSession['outbox'] {
  return [
    ...othersWaiting(context).map(asRefused),
    ...context.outbox.filter(isRefused).map(toSaved(context.presence?.id)),
  ];
}

/** Saves this tab's refused messages into the chat another tab saved since: that chat and its messages stay. */
function keepBeside(store: SessionStore, saved: SavedSession, own: SavedSession['outbox']) {
  const held = new Set(own.map((entry) => entry.clientMessageId));
  const others = saved.outbox.filter((entry) => !held.has(entry.clientMessageId));
  store.save({ ...saved, outbox: [...others, ...own] });
}

/**
 * Keeps what a chat that ended here leaves (`refusedToKeep`) for the next one; when another tab has
 * saved a chat of its own since, that chat stays saved, with this tab's refused messages beside its own.
 */
export function keepRefusedOf(context: ChatSessionContext) {
  const saved = context.store.load();
  if (saved && hasKeys(saved) && !isSameChat(saved, context.session))
    keepBeside(
      context.store,
      saved,
      context.outbox.filter(isRefused).map(toSaved(context.presence?.id)),
    );
  else keepRefused(context.store, refusedToKeep(context));
}

/** Actions of restore and of the saved session it reads. */
export const restoreActions = {
  restoreSaved: chatSessionSetup.assign(({ context }) => {
    const saved = context.store.load();
    return saved
      ? {
          session: saved.session,
          position: saved.position,
          restoring: true,
          idleDismissed: saved.idleDismissed,
          // With presence, another tab's messages wait for that tab, or for its close (`adoptOrphans`).
          outbox: saved.outbox
            .filter(
              ({ owner }) =>
                !context.presence || owner === undefined || owner === context.presence.id,
            )
            .map(fromSaved),
        }
      : {};
  }),
  acceptRestore: chatSessionSetup.enqueueActions(({ context, event, enqueue }) => {
    const output = outputOf<ChatBatch>(event);
    if (!output.ok || !context.session) return;
    enqueue.emit({ type: 'restored', session: context.session });
    receive(enqueue, context, { batch: output.value, restoring: true });
    enqueue.assign({ restoring: false, joining: undefined });
  }),
  acceptRestoreOffline: chatSessionSetup.enqueueActions(({ context, enqueue }) => {
    if (!context.session) return;
    enqueue.assign({ restoring: false, joining: undefined, connection: 'slow' });
    enqueue.emit({ type: 'restored', session: context.session });
    raiseError(enqueue, context, { key: chatErrorKeys.restoredOffline }, 'connection');
  }),
  failRestore: chatSessionSetup.enqueueActions(({ context, event, enqueue }) => {
    // What the saved chat still had to send, less what its last read shows arrived, comes back
    // refused (`messageFailed` hands each text back) and goes with the next chat, not lost with this one.
    // A read that found the chat over carries its messages; a refusal before any read (a stale session) has none.
    const read = outputOf<ChatBatch>(event) as TransportResult<ChatBatch> | undefined;
    const saved = context.store.load();
    // The visitor declined the re-invite that offered these: they wait for the next chat, unannounced.
    const { declined } = saved ?? {};
    // Another tab saved its own chat while this one read: that chat stays saved, and the read says
    // nothing of its messages.
    const sameChat = !!saved && isSameChat(saved, context.session);
    const readHere = !!read?.ok && sameChat;
    // What the read lacks did not arrive only if it holds the chat from where the restore asked.
    const readWhole = readHere && readsFrom(read.value, restoreReadInput({ context }).position);
    const otherChat = !!read && !!saved && hasKeys(saved) && !sameChat;
    const arrived = new Set(readHere ? read.value.messages.map((m) => m.clientMessageId) : []);
    // Refused messages this page holds stay as they are (given back before, or refused as a chat ended).
    const carried = context.outbox.filter(isRefused);
    for (const entry of carried) arrived.add(entry.clientMessageId);
    // Each keeps why it was refused; one not refused before did not arrive if the chat's read
    // shows it over without it, and may have arrived if there was no such read.
    const refused = (entry: SavedSession['outbox'][number]) => ({
      ...entry,
      failed:
        entry.failed ??
        (readWhole && !entry.mayHaveArrived
          ? chatErrorKeys.restoreFailed
          : chatErrorKeys.messageUnconfirmed),
    });
    const unsent = context.joining
      ? []
      : (saved?.outbox ?? []).filter((entry) => !arrived.has(entry.clientMessageId));
    // Another tab's stay with it (refused as this read found, if of their chat): that tab still shows
    // or sends them until it hears of the end, and a tab without a chat takes them once it closes
    // (`takeLeftBehind`).
    const theirs = unsent.filter((entry) =>
      otherChat
        ? !context.presence || entry.owner !== context.presence.id
        : isOtherTabs(context)(entry),
    );
    const taken = unsent
      .filter((entry) => !theirs.includes(entry))
      .map((entry) => fromSaved(refused(entry)));
    if (!declined)
      for (const entry of taken)
        enqueue.emit({ type: 'messageFailed', text: entry.text, error: entry.error! });
    const outbox = [...carried, ...taken];
    const ours = outbox.map(toSaved(context.presence?.id));
    if (otherChat && saved) keepBeside(context.store, saved, ours);
    else keepRefused(context.store, [...theirs.map(refused), ...ours], declined);
    enqueue.assign({ ...freshConversation(context), outbox });
    if (context.joining) {
      raiseError(enqueue, context, { key: shareFailureKey(context.joining) });
      return;
    }
    if (declined) return;
    enqueue.emit({ type: 'restoreTimeout' });
    raiseError(enqueue, context, { key: chatErrorKeys.restoreFailed }, 'restore');
  }),
  /**
   * Between chats, the messages a closed tab left in the saved session without keys come here
   * refused, so that they show with Retry and Discard. A saved chat's are left to its tabs (`adoptOrphans`)
   * or to the restore that joins it.
   */
  takeLeftBehind: chatSessionSetup.enqueueActions(({ context, event, enqueue }) => {
    const saved = context.store.load();
    if (event.type !== 'tab.gone' || !saved || hasKeys(saved)) return;
    const taken: OutboxEntry[] = [];
    const outbox = saved.outbox.map((entry) => {
      if (entry.owner !== event.owner) return entry;
      const refused = { ...asRefused(entry), owner: context.presence?.id };
      taken.push(fromSaved(refused));
      if (!saved.declined)
        enqueue.emit({ type: 'messageFailed', text: entry.text, error: { key: refused.failed } });
      return refused;
    });
    if (!taken.length) return;
    context.store.save({ ...saved, outbox });
    enqueue.assign({ outbox: [...context.outbox, ...taken] });
  }),
  // Only a saved session without keys: it holds nothing but the refused messages the re-invite offered.
  declineReinvite: ({ context }: ChatGuardArgs) => {
    const saved = context.store.load();
    if (saved && !hasKeys(saved)) context.store.save({ ...saved, declined: true });
  },
  saveSession: ({ context }: ChatGuardArgs) => {
    const { session } = context;
    if (!session) return;
    context.store.save({
      session,
      position: context.position,
      lastPing: context.now(),
      ...(context.idleDismissed === undefined ? {} : { idleDismissed: context.idleDismissed }),
      outbox: [...othersWaiting(context), ...context.outbox.map(toSaved(context.presence?.id))],
    });
  },
  clearSaved: ({ context }: ChatGuardArgs) => context.store.clear(),
};
