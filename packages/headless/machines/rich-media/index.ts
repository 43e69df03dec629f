export {
  componentTypes,
  maxComponents,
  maxFieldLength,
  richMediaKinds,
  type ComponentType,
  type RichMediaKind,
} from './rich-media.schema';
export type {
  GenericCardVariant,
  RichMediaAction,
  RichMediaComponentView,
  RichMediaInput,
  RichMediaOptions,
  RichMediaResult,
  RichMediaView,
} from './rich-media.types';
export { buildRichMedia } from './rich-media.view';
export { safeTarget, safeUrl, type UrlUse } from './rich-media.url';
export { componentStyle, styleGroups, styleableProperties, styleFlags } from './rich-media.styles';
export {
  createRichMediaBridge,
  richMediaPluginName,
  type CreateRichMediaOptions,
  type RichMediaBridge,
  type RichMediaBridgeOptions,
  type RichMediaClickEvent,
  type RichMediaCreatedEvent,
} from './rich-media.plugin';
export * from '../quick-reply';
