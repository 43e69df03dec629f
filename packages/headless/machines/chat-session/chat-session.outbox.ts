import type { ChatBatch } from '../../transports/transport.types';
import {
  answersSend,
  chatErrorKeys,
  deliveryProbeAttribute,
  isDeliveryProbe,
  nextQueued,
  sendProblem,
  timeLeftToAnswer,
  updateEntry,
} from './chat-session.logic';
import {
  answerWait,
  chatSessionSetup,
  outputOf,
  raiseError,
  raiseErrors,
  receive,
  type ChatGuardArgs,
  type Enqueue,
} from './chat-session.setup';
import { fromSaved, othersWaiting } from './chat-session.restore';
import type {
  ChatErrorDetails,
  ChatSessionContext,
  ChatSessionEvent,
  OutboxEntry,
} from './chat-session.types';

/** Guards of the outbox: what may be sent, what waits, and when a transcript read is complete. */
export const outboxGuards = {
  canSend: ({ context, event }: ChatGuardArgs) =>
    event.type === 'message.send' &&
    sendProblem(event.text, context.options.maxMessageLength, true) === undefined,
  hasUncertain: ({ context }: ChatGuardArgs) =>
    context.outbox.some((entry) => entry.status === 'uncertain'),
  isAnswerPending: ({ context }: ChatGuardArgs) =>
    context.transport.capabilities.deliveryCheck !== false && answerWait(context) > 0,
  hasUncertainToCheck: ({ context }: ChatGuardArgs) =>
    context.transport.capabilities.deliveryCheck !== false &&
    context.outbox.some((entry) => entry.status === 'uncertain'),
  hasUnanswered: ({ context }: ChatGuardArgs) =>
    context.transport.capabilities.deliveryCheck !== false &&
    context.outbox.some((entry) => entry.status === 'uncertain' || entry.status === 'sending'),
  hasQueued: ({ context }: ChatGuardArgs) => nextQueued(context.outbox)?.status === 'queued',
  isFailedEntry: ({ context, event }: ChatGuardArgs) =>
    event.type === 'message.retry' &&
    context.outbox.some(
      (entry) => entry.clientMessageId === event.clientMessageId && entry.status === 'failed',
    ),
  isFencedRead: ({ context, event }: ChatGuardArgs) => {
    const output = outputOf<ChatBatch>(event);
    const { probe } = context;
    if (!output.ok || !probe) return false;
    const indexes = new Set(output.value.messages.map((message) => message.index));
    return (
      indexes.has(1) &&
      [...context.seen].every((index) => indexes.has(index)) &&
      output.value.messages.some(
        (message) =>
          isDeliveryProbe(message) && message.eventAttributes[deliveryProbeAttribute] === probe.id,
      )
    );
  },
  isProbeLost: ({ context }: ChatGuardArgs) => (context.probe?.staleReads ?? 0) >= probeStaleReads,
  // The last read got no answer (or the push channel went): a delivery check waits until one does.
  isConnectionDown: ({ context }: ChatGuardArgs) => context.connection === 'disconnected',
};

/** The chat's errors less the one about the message being retried or discarded: it no longer applies. */
function withoutErrorsOf({ context, event }: ChatGuardArgs) {
  if (event.type !== 'message.retry' && event.type !== 'message.discard') return context.errors;
  return context.errors.filter((error) => error.clientMessageId !== event.clientMessageId);
}

/** An entry not known to have arrived goes again. */
const requeueUncertain = (entry: OutboxEntry): OutboxEntry =>
  entry.status === 'uncertain' ? { ...entry, status: 'queued' } : entry;

/** Takes a transcript read from the start: shows what is new, drops the entries it echoes and passes the rest through `rest`. */
function settleFromRead(
  {
    context,
    event,
    enqueue,
  }: { context: ChatSessionContext; event: ChatSessionEvent; enqueue: Enqueue },
  rest: (entry: OutboxEntry) => OutboxEntry,
) {
  const output = outputOf<ChatBatch>(event);
  if (!output.ok) return;
  receive(enqueue, context, { batch: output.value, restoring: false });
  const echoed = new Set(output.value.messages.flatMap((message) => message.clientMessageId ?? []));
  enqueue.assign({
    probe: undefined,
    outbox: context.outbox.filter((entry) => !echoed.has(entry.clientMessageId)).map(rest),
    // A message refused as its chat ended, found there after all, takes its error with it.
    errors: context.errors.filter((error) => !echoed.has(error.clientMessageId!)),
  });
}

/** Reads without the acknowledged notice after which it counts as lost and a new one is sent. */
const probeStaleReads = 3;

/**
 * Actions of the outbox: a message waits in order until it is sent once; a send without an answer is
 * settled from the transcript (the client id echoed back) by a read that provably came after it (the
 * delivery check), never by resending blindly.
 */
export const outboxActions = {
  enqueueMessage: chatSessionSetup.assign({
    outbox: ({ context, event }) => {
      if (event.type !== 'message.send') return context.outbox;
      // A site's pre-processor that throws or gives no text is passed over: the text goes on as it
      // was given to it, rather than the error stopping the chat and losing the message.
      const text = context.preProcessors.reduce((current, process) => {
        try {
          const processed = process(current);
          return typeof processed === 'string' ? processed : current;
        } catch {
          return current;
        }
      }, event.text);
      return [
        ...context.outbox,
        {
          clientMessageId: context.createId(),
          text,
          status: 'queued' as const,
          createdAt: context.now(),
        },
      ];
    },
  }),
  markSending: chatSessionSetup.assign({
    outbox: ({ context }) => {
      const head = nextQueued(context.outbox);
      return head
        ? updateEntry(context.outbox, head.clientMessageId, {
            status: 'sending',
            sentAt: context.now(),
            // This page sends it now: what it waits for is this send's answer.
            takenOver: undefined,
          })
        : context.outbox;
    },
  }),
  settleSend: chatSessionSetup.enqueueActions(({ context, event, enqueue }) => {
    const output = outputOf<ChatBatch>(event);
    const sending = context.outbox.find((item) => item.status === 'sending');
    if (!sending) return;
    // An answer ends the send; without one (a page going away fails its fetch too) it may still land.
    const { sentAt, ...entry } = sending;
    const unanswered = !output.ok && output.error.kind === 'network';
    const settled = (change: Pick<OutboxEntry, 'status' | 'error'>) =>
      context.outbox.map((item) =>
        item === sending ? { ...entry, ...change, ...(unanswered && { sentAt }) } : item,
      );
    if (output.ok && answersSend(output.value, entry.clientMessageId)) {
      const sent = {
        outbox: context.outbox.filter((item) => item !== sending),
        confirmed: new Set([...context.confirmed, entry.clientMessageId]),
      };
      enqueue.assign(sent);
      receive(enqueue, { ...context, ...sent }, { batch: output.value, restoring: false });
      return;
    }
    if (output.ok || output.error.kind === 'network' || output.error.kind === 'protocol') {
      enqueue.assign({ outbox: settled({ status: 'uncertain' }) });
      return;
    }
    const refusal: ChatErrorDetails =
      output.error.kind === 'rejected' && output.error.errors[0]
        ? {
            key: chatErrorKeys.serverError(output.error.errors[0]),
            serverErrors: output.error.errors,
          }
        : { key: chatErrorKeys.messageFailed };
    // The server refused this send, but an earlier one may have arrived.
    const error = entry.mayHaveArrived
      ? { ...refusal, key: chatErrorKeys.messageUnconfirmed }
      : refusal;
    enqueue.assign({ outbox: settled({ status: 'failed', error }) });
    enqueue.emit({ type: 'messageFailed', text: entry.text, error });
    raiseError(enqueue, context, error, 'message', entry.clientMessageId);
  }),
  startProbe: chatSessionSetup.assign({
    probe: ({ context }) => ({ id: context.createId(), staleReads: 0 }),
  }),
  countStaleRead: chatSessionSetup.assign({
    probe: ({ context }) =>
      context.probe && { ...context.probe, staleReads: context.probe.staleReads + 1 },
  }),
  // The read holds the delivery check, so it was made after the server handled the send: a message
  // it does not echo never arrived, and goes again.
  settleVerification: chatSessionSetup.enqueueActions((args) => {
    const { context } = args;
    // One taken over during the check whose send may still land waits for it, then is checked again.
    const landing = (entry: OutboxEntry) =>
      timeLeftToAnswer([entry], context.now(), context.transport.requestTimeout) > 0;
    settleFromRead(args, (entry) => (landing(entry) ? entry : requeueUncertain(entry)));
  }),
  // The chat ends: what the transcript echoes arrived; the rest is refused as the chat ends (`failUnsent`).
  settleEchoed: chatSessionSetup.enqueueActions((args) => settleFromRead(args, (entry) => entry)),
  resendUncertain: chatSessionSetup.assign({
    outbox: ({ context }) => context.outbox.map(requeueUncertain),
  }),
  requeueEntry: chatSessionSetup.assign({
    outbox: ({ context, event }) =>
      event.type === 'message.retry'
        ? context.outbox.map((entry) =>
            entry.clientMessageId === event.clientMessageId
              ? {
                  ...entry,
                  status: 'queued' as const,
                  error: undefined,
                  // Retried though it may have arrived: it stays so, whatever becomes of the retry.
                  ...((entry.mayHaveArrived ||
                    entry.error?.key === chatErrorKeys.messageUnconfirmed) && {
                    mayHaveArrived: true as const,
                  }),
                }
              : entry,
          )
        : context.outbox,
    errors: withoutErrorsOf,
  }),
  adoptOrphans: chatSessionSetup.assign(({ context, event }) => {
    if (event.type !== 'tab.gone') return {};
    const orphans = othersWaiting(context).filter((entry) => entry.owner === event.owner);
    if (!orphans.length) return {};
    return {
      outbox: [...context.outbox, ...orphans.map(fromSaved)],
      // A check under way may have read before the closed tab's last send reached the server: fence anew.
      probe: context.probe && { id: context.createId(), staleReads: 0 },
    };
  }),
  /**
   * The chat ended with messages not known to have arrived: each becomes refused, its text handed
   * back (`messageFailed`), so that none vanishes; the visitor may still discard it. One known not to
   * have arrived is not sent: it never went out (a transport without a delivery check may have sent a
   * queued one before), or a read found the chat over, as that read holds every message that reached
   * it. Any other may have arrived, and says so, so that a Retry in the next chat is the visitor's
   * choice, not a blind copy.
   */
  failUnsent: chatSessionSetup.enqueueActions(({ context, event, enqueue }) => {
    const checked = context.transport.capabilities.deliveryCheck !== false;
    const readOver = checked && event.type === 'chat.ended' && event.read;
    const unsent: { error: ChatErrorDetails; clientMessageId: string }[] = [];
    const outbox = context.outbox.map((entry) => {
      if (entry.status === 'failed') return entry;
      const error = {
        key:
          !entry.mayHaveArrived && (readOver || (checked && entry.status === 'queued'))
            ? chatErrorKeys.messageFailed
            : chatErrorKeys.messageUnconfirmed,
      };
      enqueue.emit({ type: 'messageFailed', text: entry.text, error });
      unsent.push({ error, clientMessageId: entry.clientMessageId });
      return { ...entry, status: 'failed' as const, error };
    });
    if (!unsent.length) return;
    raiseErrors(enqueue, context, 'message', unsent);
    enqueue.assign({ outbox });
  }),
  discardEntry: chatSessionSetup.assign({
    outbox: ({ context, event }) =>
      event.type === 'message.discard'
        ? context.outbox.filter((entry) => entry.clientMessageId !== event.clientMessageId)
        : context.outbox,
    // Settled like a confirmed one: the saved session no longer keeps it for another tab, so a reload does not bring it back.
    confirmed: ({ context, event }) =>
      event.type === 'message.discard'
        ? new Set([...context.confirmed, event.clientMessageId])
        : context.confirmed,
    errors: withoutErrorsOf,
  }),
};
