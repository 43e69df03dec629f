import { emit, enqueueActions, setup } from 'xstate';
import type {
  AgentTypingContext,
  AgentTypingEmitted,
  AgentTypingEvent,
  AgentTypingInput,
} from './agent-typing.types';

/** Milliseconds an agent stays shown as typing without news (spec 2, section 9). */
export const defaultAgentTypingTimeout = 3000;

/** The events that hide one participant; the only ones the guards and `hideParticipant` see. */
type HideEvent = Extract<AgentTypingEvent, { participantId: string }>;

const hideTransitions = [
  {
    guard: 'isLastParticipant',
    target: 'hidden',
    actions: ['hideParticipant', 'notifyChanged'],
  },
  { guard: 'isShownParticipant', actions: ['hideParticipant', 'notifyChanged'] },
] as const;

/**
 * Who of the agents, supervisors and bots is typing. A start shows the participant; their stop,
 * their message, their leave or `agentTypingTimeout` without news hides them.
 */
export const agentTypingMachine = setup({
  types: {} as {
    context: AgentTypingContext;
    events: AgentTypingEvent;
    input: AgentTypingInput;
    emitted: AgentTypingEmitted;
  },
  delays: {
    agentTypingTimeout: ({ context }) => context.timeout,
  },
  guards: {
    isShownParticipant: ({ context, event }) =>
      context.participants.some(({ id }) => id === (event as HideEvent).participantId),
    isLastParticipant: ({ context, event }) =>
      context.participants.length === 1 &&
      context.participants[0]?.id === (event as HideEvent).participantId,
  },
  actions: {
    // The timeout's send id is the participant's id: this machine schedules nothing else.
    showParticipant: enqueueActions(({ context, event, enqueue }) => {
      const { participant } = event as Extract<AgentTypingEvent, { type: 'typing.started' }>;
      const { id } = participant;
      const participants = context.participants.map((entry) =>
        entry.id === id ? participant : entry,
      );
      enqueue.assign({
        participants: participants.includes(participant)
          ? participants
          : [...participants, participant],
      });
      enqueue.cancel(id);
      enqueue.raise(
        { type: 'typing.timeout', participantId: id },
        { id, delay: 'agentTypingTimeout' },
      );
    }),
    hideParticipant: enqueueActions(({ context, event, enqueue }) => {
      const id = (event as HideEvent).participantId;
      enqueue.cancel(id);
      enqueue.assign({ participants: context.participants.filter((entry) => entry.id !== id) });
    }),
    hideEveryone: enqueueActions(({ context, enqueue }) => {
      for (const { id } of context.participants) enqueue.cancel(id);
      enqueue.assign({ participants: [] });
    }),
    notifyChanged: emit(({ context }) => ({
      type: 'typing.changed' as const,
      participants: context.participants,
    })),
  },
}).createMachine({
  id: 'agentTyping',
  context: ({ input }) => ({
    participants: [],
    timeout: input.timeout ?? defaultAgentTypingTimeout,
  }),
  initial: 'hidden',
  states: {
    hidden: {
      on: {
        'typing.started': { target: 'shown', actions: ['showParticipant', 'notifyChanged'] },
      },
    },
    shown: {
      on: {
        'typing.started': { actions: ['showParticipant', 'notifyChanged'] },
        'typing.stopped': hideTransitions,
        'message.received': hideTransitions,
        'participant.left': hideTransitions,
        'typing.timeout': hideTransitions,
        'typing.clear': { target: 'hidden', actions: ['hideEveryone', 'notifyChanged'] },
      },
    },
  },
});

/** The agent typing machine's type, for typing actors and snapshots. */
export type AgentTypingMachine = typeof agentTypingMachine;
