export { Attachments, type AttachmentsProps } from './attachments';
export { FileIcon } from './file-icon';
export { GenericCard, type GenericCardProps } from './generic-card';
export {
  ChipGroup,
  QuickReplies,
  useChipRow,
  type ChipGroupProps,
  type ChipRowApi,
  type QuickRepliesProps,
  type UseChipRowOptions,
} from './quick-replies';
export { richMediaAnatomy } from './rich-media.anatomy';
export { richMediaTexts, type RichMediaTextKey } from './rich-media.texts';
export {
  ItemContent,
  RichMediaComponent,
  styleOf,
  type ItemContentIds,
  type RichMediaComponentProps,
} from './rich-media-component';
export { RichMediaComponents, type RichMediaComponentsProps } from './rich-media-components';
export {
  RichMediaContent,
  RichMediaMessage,
  type RichMediaContentProps,
  type RichMediaMessageProps,
  type RichMediaMessageSource,
} from './rich-media-message';
export { VerticalList, type VerticalListProps } from './vertical-list';
export * from './autocomplete';
