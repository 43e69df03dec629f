export { connect as connectVisitorTyping, type VisitorTypingApi } from './visitor-typing.connect';
export {
  defaultTypingStop,
  defaultTypingTick,
  visitorTypingMachine,
  type VisitorTypingMachine,
} from './visitor-typing.machine';
export type {
  TypingStopReason,
  VisitorTypingContext,
  VisitorTypingEmitted,
  VisitorTypingEvent,
  VisitorTypingInput,
} from './visitor-typing.types';
