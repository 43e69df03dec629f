/** Input of the visitor typing machine. */
export interface VisitorTypingInput {
  /** Milliseconds without an input change after which typing stops. @default 2000 */
  typingStop?: number;
  /** Milliseconds between checks for the stop; the stop fires on the first check at or after `typingStop`. @default 100 */
  typingTick?: number;
}

/** Context of the visitor typing machine. */
export interface VisitorTypingContext {
  /** The input's current text: the typing preview. */
  text: string;
  /** Milliseconds without an input change after which typing stops. */
  typingStop: number;
  /** Milliseconds between checks for the stop. */
  typingTick: number;
}

/** Why the visitor stopped typing. */
export type TypingStopReason = 'idle' | 'sent' | 'cleared';

/** Events the visitor typing machine accepts: the input's new text, and the message being sent (which empties the input). */
export type VisitorTypingEvent = { type: 'input.change'; text: string } | { type: 'message.send' };

/** Notifications the visitor typing machine emits; starts and stops alternate, beginning with a start. */
export type VisitorTypingEmitted =
  | { type: 'typing.started'; text: string }
  | { type: 'typing.stopped'; text: string; reason: TypingStopReason };
