import { emit, enqueueActions, setup } from 'xstate';
import type {
  AgentTypingContext,
  AgentTypingEmitted,
  AgentTypingEvent,
  AgentTypingInput,
} from './agent-typing.types';

/** Milliseconds an agent stays shown as typing without news (spec 2, section 9). */
export const defaultAgentTypingTimeout = 3000;

function timeoutId(participantId: string): string {
  return `typing.timeout.${participantId}`;
}

/** The participant an event ends the typing of, if it names one. */
function endedParticipant(event: AgentTypingEvent): string | undefined {
  return event.type === 'typing.started' || event.type === 'typing.clear'
    ? undefined
    : event.participantId;
}

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
  types: {
    context: {} as AgentTypingContext,
    events: {} as AgentTypingEvent,
    input: {} as AgentTypingInput,
    emitted: {} as AgentTypingEmitted,
  },
  delays: {
    agentTypingTimeout: ({ context }) => context.timeout,
  },
  guards: {
    isShownParticipant: ({ context, event }) =>
      context.participants.some(({ id }) => id === endedParticipant(event)),
    isLastParticipant: ({ context, event }) =>
      context.participants.length === 1 && context.participants[0]?.id === endedParticipant(event),
  },
  actions: {
    showParticipant: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'typing.started') return;
      const { participant } = event;
      const shown = context.participants.some(({ id }) => id === participant.id);
      enqueue.assign({
        participants: shown
          ? context.participants.map((entry) => (entry.id === participant.id ? participant : entry))
          : [...context.participants, participant],
      });
      enqueue.cancel(timeoutId(participant.id));
      enqueue.raise(
        { type: 'typing.timeout', participantId: participant.id },
        { id: timeoutId(participant.id), delay: 'agentTypingTimeout' },
      );
    }),
    hideParticipant: enqueueActions(({ context, event, enqueue }) => {
      const participantId = endedParticipant(event);
      if (participantId === undefined) return;
      enqueue.cancel(timeoutId(participantId));
      enqueue.assign({
        participants: context.participants.filter(({ id }) => id !== participantId),
      });
    }),
    hideEveryone: enqueueActions(({ context, enqueue }) => {
      for (const { id } of context.participants) enqueue.cancel(timeoutId(id));
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
