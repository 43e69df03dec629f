import type { SnapshotFrom } from 'xstate';
import type { VisitorTypingMachine } from './visitor-typing.machine';
import type { VisitorTypingEvent } from './visitor-typing.types';

/** What the message input uses of the visitor typing machine. */
export interface VisitorTypingApi {
  /** Whether the visitor counts as typing. */
  isTyping: boolean;
  /** The input's current text, sent to the agent as the typing preview. */
  preview: string;
  /** Reports the input's new text (an empty text stops typing at once). */
  change(text: string): void;
  /** Reports that the message was sent, which stops typing at once. */
  markSent(): void;
}

/** Turns a visitor typing snapshot and the actor's `send` into the {@link VisitorTypingApi}. */
export function connect(
  snapshot: SnapshotFrom<VisitorTypingMachine>,
  send: (event: VisitorTypingEvent) => void,
): VisitorTypingApi {
  return {
    isTyping: snapshot.matches('typing'),
    preview: snapshot.context.text,
    change: (text) => send({ type: 'input.change', text }),
    markSent: () => send({ type: 'message.send' }),
  };
}
