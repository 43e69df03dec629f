import { assign, emit, setup } from 'xstate';
import type {
  QuickReplyContext,
  QuickReplyEmitted,
  QuickReplyEvent,
  QuickReplyInput,
} from './quick-reply.types';

/** A row of quick replies: enabled until the first click, then disabled for good with the choice recorded (spec 1, section 4). */
export const quickReplyMachine = setup({
  types: {
    input: {} as QuickReplyInput,
    context: {} as QuickReplyContext,
    events: {} as QuickReplyEvent,
    emitted: {} as QuickReplyEmitted,
  },
  actions: {
    recordSelection: assign(({ context, event }) =>
      event.type === 'reply.select'
        ? {
            enabled: false,
            selection: event.text,
            selectionId: event.componentId,
            selectionTime: context.now(),
          }
        : {},
    ),
    disable: assign({ enabled: false }),
    notifySelected: emit(({ context }) => ({
      type: 'selected' as const,
      id: context.id,
      text: context.selection ?? '',
      componentId: context.selectionId ?? '',
      time: context.selectionTime ?? context.now(),
    })),
  },
  guards: {
    isEnabled: ({ context }) => context.enabled,
  },
}).createMachine({
  id: 'quickReply',
  context: ({ input }) => ({
    id: input.id,
    enabled: input.enabled !== false,
    now: input.now ?? Date.now,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'isEnabled', target: 'enabled' }, { target: 'disabled' }],
    },
    enabled: {
      on: {
        'reply.select': { target: 'disabled', actions: ['recordSelection', 'notifySelected'] },
        'reply.disable': { target: 'disabled', actions: 'disable' },
      },
    },
    disabled: { type: 'final' },
  },
});

/** The quick-reply machine's type. */
export type QuickReplyMachine = typeof quickReplyMachine;
