export { quickReplyMachine, type QuickReplyMachine } from './quick-reply.machine';
export {
  connectQuickReply,
  type QuickReplyApi,
  type QuickReplyChipProps,
  type QuickReplyRootProps,
} from './quick-reply.connect';
export { quickReplyAnatomy } from './quick-reply.anatomy';
export type {
  QuickReplyContext,
  QuickReplyEmitted,
  QuickReplyEvent,
  QuickReplyInput,
} from './quick-reply.types';
