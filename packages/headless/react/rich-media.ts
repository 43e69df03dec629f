export {
  RichMediaProvider,
  createRichMediaRuntime,
  maxQuickReplyRows,
  type RichMediaProviderProps,
} from './rich-media-provider';
export {
  RichMediaContext,
  type RichMediaContextValue,
  type RichMediaRuntime,
} from './rich-media-context';
export {
  useQuickReplies,
  useRichMedia,
  type UseQuickRepliesOptions,
  type UseQuickRepliesReturn,
  type UseRichMediaReturn,
} from './use-rich-media';
export * from '../machines/rich-media';
