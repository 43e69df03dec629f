import type { ChatBatch, SessionKeys } from '../../transports/transport.types';
import type { ChatSessionContext } from './chat-session.types';
import { and, not } from 'xstate';
import { randomId } from '../../services/random-id/random-id';
import { commandActions } from './chat-session.commands';
import { controlActions, pollsHeld, stopPolling } from './chat-session.control';
import { fileActions, fileGuards } from './chat-session.files';
import {
  buildStartRequest,
  browserPageFacts,
  defaultChatSessionOptions,
  emptyMetadata,
  guardedStore,
  startError,
  startTokenFilter,
} from './chat-session.logic';
import { metadataActions } from './chat-session.metadata';
import { outboxActions, outboxGuards } from './chat-session.outbox';
import {
  historyActions,
  historyGuards,
  historyInput,
  restoreReadInput,
} from './chat-session.history';
import { pollActions, pollGuards } from './chat-session.polling';
import { isRefused, keepRefusedOf, restoreActions, restoreGuards } from './chat-session.restore';
import { shareActions, shareGuards } from './chat-session.share';
import {
  chatSessionSetup,
  freshConversation,
  isOk,
  outputOf,
  raiseError,
  readFromStart,
  receive,
  sessionCall,
} from './chat-session.setup';

/** A start from a state without a chat: a valid form starts one, malformed user data is refused. */
const startNewChat = [
  {
    guard: 'isStartFormValid',
    target: 'starting',
    actions: ['resetConversation', 'assignRequest'],
  },
  { actions: 'rejectMalformedUserData' },
] as const;

/** Joining a chat from a shared link, from a state without a chat: it restores like a page reload. */
const joinSharedChat = [
  {
    guard: 'isShareToken',
    target: 'restoring',
    actions: ['resetConversation', 'adoptSharedSession'],
  },
  { actions: 'reportShareFailure' },
] as const;

/** Keeps this tab marked open, so no other tab takes the messages it holds, and waits for the tabs whose messages the saved session lists to close (`watchTabs`). */
const watchOtherTabs = {
  id: 'tabs',
  src: 'watchTabs',
  input: ({ context }: { context: ChatSessionContext }) => ({
    presence: context.presence,
    store: context.store,
  }),
} as const;

/**
 * A page without a chat of its own joins the chat another tab is on when its window opens or the tab
 * comes back into view, as a page load would have restored it, rather than offer a second chat; and
 * shows the messages a closed tab left refused between chats (`takeLeftBehind`).
 */
const betweenChats = {
  entry: 'checkTabs',
  invoke: {
    id: 'visibility',
    src: 'watchVisibility',
    input: ({ context }: { context: ChatSessionContext }) => ({ visibility: context.visibility }),
  },
  on: {
    'tab.gone': { actions: 'takeLeftBehind' },
    'page.visible': {
      guard: 'hasOtherTabsChat',
      target: '#chatSession.restoring',
      actions: ['resetConversation', 'restoreSaved'],
    },
    'widget.opened': [
      {
        guard: 'hasOtherTabsChat',
        target: '#chatSession.restoring',
        actions: ['markOpened', 'resetConversation', 'restoreSaved'],
      },
      { actions: 'markOpened' },
    ],
  },
} as const;

/** Restores the chat from a restore read that says it is open. */
const acceptRestoreRead = {
  target: '#chatSession.active',
  actions: ['acceptRestore', 'saveSession'],
} as const;

/**
 * A state that reads the transcript to restore the chat. An open chat's read that lacks the transcript
 * from where it asked (an earlier poll's answer again, say) takes `partial`: the first time, to be made
 * again; the second, as it is (a server whose transcript starts later, or with a malformed first
 * message, is not read forever).
 */
const restoreReadThen = <PartialRead extends object>(partial: PartialRead) =>
  ({
    invoke: {
      id: 'restoreRead',
      src: 'readTranscript',
      input: restoreReadInput,
      onDone: [
        { guard: 'isPartialRead', ...partial },
        { guard: 'isStillOpen', ...acceptRestoreRead },
        {
          guard: 'isUnavailable',
          target: '#chatSession.active',
          actions: 'acceptRestoreOffline',
        },
        { guard: 'isNoAnswer', target: 'pausing' },
        { target: '#chatSession.inactive', actions: 'failRestore' },
      ],
    },
  }) as const;

/** A state that tells the server the visitor left: to `noAnswer` when it did not answer, else to `answered`. */
const disconnectThen = (noAnswer: string, answered: string) =>
  ({
    invoke: {
      id: 'disconnect',
      src: 'disconnectChat',
      input: ({ context }: { context: ChatSessionContext }) => sessionCall(context),
      onDone: [{ guard: 'isNoAnswer', target: noAnswer }, { target: answered }],
    },
  }) as const;

/** The web chat session: start, poll, send through an outbox, participants, end and restore. */
export const chatSessionMachine = chatSessionSetup
  .extend({
    guards: {
      ...restoreGuards,
      ...outboxGuards,
      ...fileGuards,
      ...pollGuards,
      ...shareGuards,
      ...historyGuards,
      isStartFormValid: ({ context, event }) =>
        event.type === 'session.start' &&
        buildStartRequest(event.form, context.page(), context.options).ok,
      isOk,
      hasSurvey: ({ context }) => context.survey !== undefined,
    },
    actions: {
      ...restoreActions,
      ...outboxActions,
      ...fileActions,
      ...pollActions,
      ...commandActions,
      ...controlActions,
      ...shareActions,
      ...metadataActions,
      ...historyActions,
      assignRequest: chatSessionSetup.assign(({ context, event }) => {
        if (event.type !== 'session.start') return {};
        const built = buildStartRequest(event.form, context.page(), context.options);
        return {
          request: built.ok ? built.request : context.request,
          metadata: {
            ...emptyMetadata(),
            ...event.origin,
            opened: context.metadata.opened,
            form: Object.fromEntries(
              Object.entries(event.form).filter(
                (entry): entry is [string, string] => typeof entry[1] === 'string',
              ),
            ),
          },
        };
      }),
      // Refused messages (a failed restore gave them back, or the last chat ended before they went)
      // go with the new chat, until retried or discarded.
      resetConversation: chatSessionSetup.assign(({ context }) => ({
        ...freshConversation(context),
        outbox: context.outbox.filter(isRefused),
      })),
      acceptStart: chatSessionSetup.enqueueActions(({ context, event, enqueue }) => {
        const output = outputOf<{ session: SessionKeys; batch: ChatBatch }>(event);
        if (!output.ok) return;
        const started = {
          session: output.value.session,
          metadata: { ...context.metadata, started: context.now(), waitingForAgent: true },
        };
        enqueue.assign(started);
        enqueue.emit({ type: 'started', session: output.value.session });
        receive(
          enqueue,
          { ...context, ...started },
          { batch: output.value.batch, restoring: false },
        );
      }),
      reportStartFailure: chatSessionSetup.enqueueActions(({ context, event, enqueue }) => {
        const output = outputOf<unknown>(event);
        if (output.ok) return;
        const { error, formErrors } = startError(output.error);
        enqueue.assign({ formErrors });
        raiseError(enqueue, context, error, 'start');
      }),
      clearIdle: chatSessionSetup.assign({ idle: undefined, idleAlerts: 0 }),
      dismissIdle: chatSessionSetup.assign(({ context }) => ({
        idle: undefined,
        idleDismissed: context.position - 1,
      })),
      dismissError: chatSessionSetup.assign(({ context, event }) =>
        event.type === 'error.dismiss'
          ? { errors: context.errors.filter((error) => error.id !== event.id) }
          : {},
      ),
      reportSurveyDeclined: chatSessionSetup.spawnChild('declineSurvey', {
        input: ({ context }) => ({ fetch: context.fetch, cancelUrl: context.survey!.cancelUrl }),
      }),
      clearSurvey: chatSessionSetup.assign({ survey: undefined }),
      markRead: chatSessionSetup.assign({ unread: 0 }),
      checkTabs: chatSessionSetup.sendTo('tabs', { type: 'tabs.check' }),
      addPrefilters: chatSessionSetup.assign(({ context, event }) =>
        event.type === 'prefilter.add'
          ? {
              prefilters: [
                ...context.prefilters,
                ...(Array.isArray(event.filters) ? event.filters : [event.filters]),
              ],
            }
          : {},
      ),
      addPreProcessor: chatSessionSetup.assign(({ context, event }) =>
        event.type === 'preProcessor.add'
          ? { preProcessors: [...context.preProcessors, event.process] }
          : {},
      ),
      // The language the next start tells the server (GCTI_LanguageCode): the page's, as it is then.
      assignLanguage: chatSessionSetup.assign(({ context, event }) =>
        event.type === 'language.set'
          ? { options: { ...context.options, language: event.language } }
          : {},
      ),
      keepRefused: ({ context }) => keepRefusedOf(context),
      finishChat: chatSessionSetup.enqueueActions(({ context, enqueue }) => {
        keepRefusedOf(context);
        const now = context.now();
        const participants = new Map(context.participants);
        for (const [id, participant] of participants) {
          if (!participant.connected) continue;
          const left = { ...participant, connected: false, disconnectedTime: now };
          participants.set(id, left);
          enqueue.emit({ type: 'participantDisconnected', participant: left });
        }
        enqueue.assign({
          participants,
          metadata: {
            ...context.metadata,
            completed: now,
            elapsed: now - (context.metadata.started ?? now),
            waitingForAgent: false,
          },
        });
        if (context.survey && context.metadata.agentReached) {
          enqueue.emit({ type: 'surveyOffered', survey: context.survey });
        }
        enqueue.emit({ type: 'disconnected' });
        enqueue.emit({ type: 'ended' });
      }),
    },
  })
  .createMachine({
    id: 'chatSession',
    context: ({ input }) => ({
      transport: input.transport,
      store: guardedStore(input.store),
      options: { ...defaultChatSessionOptions, ...input.options },
      now: input.now ?? Date.now,
      createId: input.createId ?? randomId,
      page: input.page ?? browserPageFacts,
      visibility: input.visibility,
      presence: input.presence,
      fetch: input.fetch ?? ((resource, init) => globalThis.fetch(resource, init)),
      ...freshConversation(input),
      errors: [],
      nextErrorId: 1,
      prefilters: [startTokenFilter],
      preProcessors: [],
      metadata: emptyMetadata(),
      polling: false,
      visitorTyping: false,
    }),
    // For as long as the page has the chat, whatever the state: a tab that let go while it ends or
    // restores its chat would have another tab take the messages it still holds.
    invoke: watchOtherTabs,
    on: {
      'error.dismiss': { actions: 'dismissError' },
      'messages.read': { actions: 'markRead' },
      'prefilter.add': { actions: 'addPrefilters' },
      'preProcessor.add': { actions: 'addPreProcessor' },
      'message.send': { actions: 'rejectSend' },
      'notice.send': { actions: 'rejectNoActiveSession' },
      'userData.update': { actions: 'rejectNoActiveSession' },
      'file.upload': { actions: 'rejectNoActiveSession' },
      'history.fetch': [
        { guard: 'canFetchHistory', actions: 'rejectNoActiveSession' },
        { actions: 'rejectHistoryAsyncOnly' },
      ],
      'survey.accept': { actions: 'clearSurvey' },
      'survey.decline': { guard: 'hasSurvey', actions: ['reportSurveyDeclined', 'clearSurvey'] },
      'widget.opened': { actions: 'markOpened' },
      'language.set': { actions: 'assignLanguage' },
      'session.configure': { actions: 'assignConfiguration' },
      'widget.closed': { actions: 'markClosed' },
      'reinvite.declined': { actions: 'declineReinvite' },
      'share.create': { actions: 'reportShareFailure' },
      'share.join': { actions: 'rejectAlreadyActive' },
    },
    initial: 'inactive',
    states: {
      inactive: {
        entry: betweenChats.entry,
        invoke: betweenChats.invoke,
        on: {
          ...betweenChats.on,
          'session.start': startNewChat,
          'session.restore': [
            {
              guard: 'hasRestorableSession',
              target: 'restoring',
              actions: ['resetConversation', 'restoreSaved'],
            },
            { actions: 'failRestore' },
          ],
          'share.join': joinSharedChat,
          'form.cancelled': { actions: 'markCancelled' },
        },
      },
      starting: {
        on: { 'session.start': { actions: 'rejectAlreadyActive' } },
        invoke: {
          id: 'start',
          src: 'startChat',
          input: ({ context }) => ({
            transport: context.transport,
            request: context.request!,
            callTimeout: context.options.callTimeout,
          }),
          onDone: [
            { guard: 'isOk', target: 'active', actions: ['acceptStart', 'saveSession'] },
            { target: 'inactive', actions: 'reportStartFailure' },
          ],
        },
      },
      restoring: {
        on: { 'session.restore': { actions: 'rejectAlreadyRestoring' } },
        initial: 'reading',
        states: {
          reading: restoreReadThen({ target: 'pausingToReread' } as const),
          pausing: {
            after: { verifyRetry: 'reading' },
          },
          pausingToReread: {
            after: { verifyRetry: 'rereading' },
          },
          rereading: restoreReadThen(acceptRestoreRead),
        },
      },
      active: {
        type: 'parallel',
        entry: ['checkTabs', 'forgetVisitorTyping', 'announcePollingStarted'],
        exit: 'announcePollingStopped',
        invoke: [
          {
            id: 'visibility',
            src: 'watchVisibility',
            input: ({ context }) => ({ visibility: context.visibility }),
          },
          {
            id: 'push',
            src: 'listenForPushes',
            input: ({ context }) => ({
              transport: context.transport,
              session: context.session!,
              position: context.position,
            }),
          },
        ],
        on: {
          'transport.pushed': { actions: ['receivePushed', 'saveSession', 'checkTabs'] },
          'tab.gone': { actions: ['adoptOrphans', 'saveSession'] },
          'transport.lost': { actions: 'markDisconnected' },
          'session.start': { actions: 'rejectAlreadyActive' },
          'session.restore': { actions: 'rejectAlreadyActive' },
          // Messages whose send got no answer are first looked for in the transcript, so that none
          // the server has is called not sent when the chat ends.
          'session.end': [
            { guard: 'hasUnanswered', target: 'ending' },
            { target: 'ending.disconnecting' },
          ],
          'chat.ended': [
            { guard: 'isUnanswered', target: 'ended', actions: 'reportAgentUnavailable' },
            { target: 'ended' },
          ],
          'share.create': [
            { guard: 'canShare', actions: 'createShareLink' },
            { actions: 'reportShareFailure' },
          ],
          'coBrowse.started': { actions: 'markCoBrowseStarted' },
          'message.send': [
            { guard: 'canSend', actions: ['enqueueMessage', 'saveSession'] },
            { actions: 'rejectSend' },
          ],
          'message.retry': { guard: 'isFailedEntry', actions: ['requeueEntry', 'saveSession'] },
          'message.discard': { actions: ['discardEntry', 'saveSession'] },
          'notice.send': { actions: 'sendCustomNotice' },
          'message.inject': { actions: 'injectMessage' },
          'userData.update': { actions: 'sendUserData' },
          'visitor.typing': { actions: ['sendTyping', 'clearIdle'] },
          'idle.dismiss': { actions: ['dismissIdle', 'saveSession'] },
          'file.upload': [
            { guard: 'canUpload', actions: 'enqueueUpload' },
            { actions: 'refuseUpload' },
          ],
          'file.retry': { guard: 'isRetryableUpload', actions: 'retryUpload' },
          'file.dismiss': { actions: 'dismissUpload' },
        },
        states: {
          receiving: {
            initial: 'waiting',
            states: {
              waiting: {
                after: { pollDelay: 'polling' },
                on: {
                  ...stopPolling,
                  'page.visible': 'polling',
                  'poll.now': 'polling',
                  'transport.restored': 'polling',
                },
              },
              polling: {
                on: {
                  ...stopPolling,
                  'poll.now': { actions: 'rejectPollNotFinished' },
                  // A read begun while the push channel was down may fail: read again now it is back.
                  'transport.restored': { target: 'polling', reenter: true },
                },
                invoke: {
                  id: 'poll',
                  src: 'readTranscript',
                  input: ({ context }) => ({ ...sessionCall(context), position: context.position }),
                  onDone: [
                    {
                      guard: 'isOk',
                      target: 'waiting',
                      actions: ['receivePolled', 'saveSession', 'checkTabs'],
                    },
                    { guard: 'isUnavailable', target: 'waiting', actions: 'countUnavailable' },
                    {
                      guard: 'isFatalRefusal',
                      target: '#chatSession.ended',
                      actions: ['reportPollRefusal', 'reportSessionLost'],
                    },
                    { target: 'waiting', actions: 'markDisconnected' },
                  ],
                },
              },
              ...pollsHeld,
            },
          },
          sending: {
            initial: 'idle',
            states: {
              idle: {
                always: [
                  { guard: 'isAnswerPending', target: 'awaitingAnswers' },
                  // While the connection is down a check waits for a read to get through: sent at once
                  // it fails, or reaches a chat that ended meanwhile and is refused.
                  {
                    guard: and(['hasUncertainToCheck', 'isConnectionDown']),
                    target: 'verifying.waitingToProbe',
                  },
                  { guard: 'hasUncertainToCheck', target: 'verifying' },
                  { guard: 'hasUncertain', target: 'waitingToResend' },
                  { guard: 'hasQueued', target: 'sending' },
                ],
              },
              // Without a delivery check a send without an answer goes again, but not at once: the
              // connection that lost it is likely still down (at once would be a loop of failing
              // requests), and a page going away fails its fetches just before it goes, when a send
              // could still leave it and land besides the next page's.
              waitingToResend: {
                after: { verifyRetry: { target: 'idle', actions: 'resendUncertain' } },
              },
              // Sends a page left unanswered as it went (reloaded, say) may still land: the check
              // waits until they have had their time, or it could find one missing and send it twice.
              awaitingAnswers: { after: { answerWait: 'idle' } },
              sending: {
                // Saved as on its way, so that the next page knows it may still land.
                entry: ['markSending', 'saveSession'],
                invoke: {
                  id: 'send',
                  src: 'sendMessage',
                  input: ({ context }) => ({
                    ...sessionCall(context),
                    entry: context.outbox.find((entry) => entry.status === 'sending')!,
                    position: context.position,
                  }),
                  onDone: { target: 'idle', actions: ['settleSend', 'saveSession'] },
                },
              },
              verifying: {
                entry: 'startProbe',
                initial: 'probing',
                states: {
                  probing: {
                    invoke: {
                      id: 'probe',
                      src: 'sendProbe',
                      input: ({ context }) => ({
                        ...sessionCall(context),
                        probeId: context.probe!.id,
                      }),
                      onDone: [{ guard: 'isOk', target: 'reading' }, { target: 'waitingToProbe' }],
                    },
                  },
                  waitingToProbe: {
                    after: {
                      verifyRetry: [
                        { guard: 'isConnectionDown', target: 'waitingToProbe', reenter: true },
                        { target: 'probing' },
                      ],
                    },
                  },
                  reading: {
                    invoke: {
                      id: 'verify',
                      src: 'readTranscript',
                      input: readFromStart,
                      onDone: [
                        {
                          guard: 'isFencedRead',
                          target: '#chatSession.active.sending.idle',
                          actions: ['settleVerification', 'saveSession'],
                        },
                        { target: 'waitingToRead', actions: 'countStaleRead' },
                      ],
                    },
                  },
                  waitingToRead: {
                    after: {
                      verifyRetry: [
                        {
                          guard: and(['isProbeLost', 'isConnectionDown']),
                          target: 'waitingToProbe',
                          actions: 'startProbe',
                        },
                        { guard: 'isProbeLost', target: 'probing', actions: 'startProbe' },
                        { target: 'reading' },
                      ],
                    },
                  },
                },
              },
            },
          },
          history: {
            initial: 'idle',
            states: {
              idle: {
                on: {
                  'history.fetch': [
                    { guard: not('canFetchHistory'), actions: 'rejectHistoryAsyncOnly' },
                    { guard: not('hasMoreHistory'), actions: 'rejectNoMoreHistory' },
                    { target: 'loading' },
                  ],
                },
              },
              loading: {
                // A request while a page loads is that same request, not a new one.
                on: { 'history.fetch': { actions: [] } },
                invoke: {
                  id: 'history',
                  src: 'readHistory',
                  input: historyInput,
                  onDone: { target: 'idle', actions: 'acceptHistory' },
                },
              },
            },
          },
          files: {
            initial: 'loadingLimits',
            states: {
              loadingLimits: {
                invoke: {
                  id: 'limits',
                  src: 'readFileLimits',
                  input: ({ context }) => sessionCall(context),
                  onDone: { target: 'idle', actions: 'assignFileLimits' },
                },
              },
              idle: {
                always: { guard: 'hasQueuedUpload', target: 'uploading' },
              },
              uploading: {
                entry: 'markUploading',
                invoke: {
                  id: 'upload',
                  src: 'uploadFile',
                  input: ({ context }) => ({
                    transport: context.transport,
                    session: context.session!,
                    upload: context.uploads.find((upload) => upload.status === 'uploading')!,
                    callTimeout: context.options.uploadTimeout,
                  }),
                  onDone: { target: 'idle', actions: 'settleUpload' },
                },
              },
            },
          },
          notice: {
            initial: 'none',
            states: {
              none: { on: { 'connection.restored': 'reconnected' } },
              reconnected: { after: { reconnectNotice: 'none' } },
            },
          },
        },
      },
      ending: {
        initial: 'settling',
        states: {
          settling: {
            invoke: {
              id: 'settle',
              src: 'readTranscript',
              input: readFromStart,
              onDone: { target: 'disconnecting', actions: 'settleEchoed' },
            },
          },
          disconnecting: disconnectThen('#chatSession.ended.closing', '#chatSession.ended'),
        },
      },
      ended: {
        entry: ['failUnsent', 'finishChat', betweenChats.entry],
        invoke: betweenChats.invoke,
        on: {
          ...betweenChats.on,
          'message.retry': { actions: 'rejectNoActiveSession' },
          'message.discard': { actions: ['discardEntry', 'keepRefused'] },
          'session.start': startNewChat,
          'session.restore': { actions: 'failRestore' },
          'share.join': joinSharedChat,
        },
        initial: 'closed',
        states: {
          closed: {},
          // The visitor ended the chat but the server never heard it (offline, say). Once the server
          // answers again, the messages its transcript echoes arrived, and the chat ends there too, so
          // the agent is not left waiting for a visitor who has gone.
          closing: {
            initial: 'waiting',
            states: {
              waiting: { after: { closeRetry: 'settling' } },
              settling: {
                invoke: {
                  id: 'settle',
                  src: 'readTranscript',
                  input: readFromStart,
                  onDone: [
                    {
                      guard: 'isOk',
                      target: 'disconnecting',
                      actions: ['settleEchoed', 'keepRefused'],
                    },
                    { target: 'waiting' },
                  ],
                },
              },
              disconnecting: disconnectThen('waiting', '#chatSession.ended.closed'),
            },
          },
        },
      },
    },
  });

/** The chat session machine's type. */
export type ChatSessionMachine = typeof chatSessionMachine;
