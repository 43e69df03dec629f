export { ChatTranscript, type ChatTranscriptProps } from './chat-transcript';
export { submitDownload } from '@cxkit/headless/react/chat';
export { transcriptAnatomy } from './transcript.anatomy';
export { transcriptTexts, type TranscriptTextKey } from './transcript.texts';
export {
  createContentCache,
  htmlToText,
  linkify,
  prepareContent,
  type ContentCache,
  type ContentSegment,
  type PreparedContent,
} from '@cxkit/headless/transcript';
export {
  createTranscriptFormat,
  type TranscriptFormat,
  type TranscriptFormatOptions,
} from './transcript-format';
export {
  buildTranscriptItems,
  createTranscriptItemsBuilder,
  messageGroupingThreshold,
  type TranscriptItem,
  type TranscriptItemsBuilder,
} from '@cxkit/headless/transcript';
export {
  TranscriptView,
  type DownloadDetails,
  type OutboxEntryDetails,
  type QuickReplyDetails,
  type TranscriptViewProps,
} from './transcript-view';
export { TypingIndicator, type TypingIndicatorProps } from './typing-indicator';
