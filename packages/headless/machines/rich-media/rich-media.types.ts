import type { ComponentType, RichMediaKind } from './rich-media.schema';

/** A rich-media message as it arrives: a content type, its content, and optional id and text version. */
export interface RichMediaInput {
  /** `quick-replies`, `generic`, `list-vertical` or `attachments`; anything else degrades to text. */
  contentType: unknown;
  /** The content (validated; a quick-replies list may be a bare array of components). */
  content: unknown;
  /** The message id, used when the content has none. */
  id?: unknown;
  /** The text version shown when the content cannot be. */
  textback?: unknown;
}

/** What a click runs: a URL to open in a target, a bus command, or both. */
export interface RichMediaAction {
  /** A safe URL to open (http, https, mailto, tel or relative). */
  url?: string;
  /** The window to open it in. @default '_blank' */
  urlTarget: string;
  /** A bus command to run, e.g. `WebChat.open`. */
  commandName?: string;
  /** The command's options. */
  commandOptions?: Record<string, unknown>;
}

/** A component ready to render: texts plain (the renderer escapes them), URLs checked, styles allow-listed. */
export interface RichMediaComponentView {
  /** The component type. */
  type: ComponentType;
  /** Its id (given, or the content id and its position). */
  id: string;
  /** Its text (a button or chip caption, a link text, a text block, a file name). */
  text?: string;
  /** Its title (list items). */
  title?: string;
  /** Its description (list items). */
  desc?: string;
  /** A safe image URL. */
  image?: string;
  /** A safe URL (links, attachments). */
  url?: string;
  /** Whether a URL was given but refused: render a link that goes nowhere. */
  urlBlocked: boolean;
  /** The window a URL opens in. @default '_blank' */
  urlTarget: string;
  /** What a click runs, when anything. */
  actions?: RichMediaAction;
  /** Whether a click does something (buttons and chips always; list items only with actions). */
  clickable: boolean;
  /** Inline style: allow-listed properties, hover values as `--cx-rm-hover-*` custom properties. */
  style: Record<string, string>;
}

/** The four layouts of a generic card. */
export type GenericCardVariant = 'media' | 'text' | 'text-components' | 'media-text-components';

/** Rich-media content ready to render. */
export interface RichMediaView {
  /** The content type. */
  kind: RichMediaKind;
  /** Its id (content id, else message id). */
  id: string;
  /** The text version (message text or textback), for screen readers and copies. */
  text: string;
  /** Title. */
  title?: string;
  /** Description (markdown source in generic cards). */
  desc?: string;
  /** A safe image URL. */
  image?: string;
  /** A safe video URL. */
  video?: string;
  /** The generic card's layout. */
  variant?: GenericCardVariant;
  /** What a click on the card or list runs, when anything. */
  actions?: RichMediaAction;
  /** The components, in order. */
  components: RichMediaComponentView[];
  /** Inline style of the content box. */
  style: Record<string, string>;
}

/** The result of building a view: the view, or the text to show instead and why. */
export type RichMediaResult =
  { ok: true; view: RichMediaView } | { ok: false; reason: string; text: string };

/** How views are built. */
export interface RichMediaOptions {
  /** Whether content styles apply (`richmedia.stylesEnabled`). @default true */
  stylesEnabled?: boolean;
  /** The message text, the first fallback when the content cannot be shown. */
  text?: string;
}
