/** What a quick-reply row starts with. */
export interface QuickReplyInput {
  /** The id of the quick-replies content (or message) the row belongs to. */
  id: string;
  /** Whether the row can still be used; a row answered before (e.g. read back by a restore) starts disabled. @default true */
  enabled?: boolean;
  /** Current time in ms; injected for tests. @default Date.now */
  now?: () => number;
}

/** The quick-reply row's state: `id, enabled, selection, selectionTime` (spec 1, section 3). */
export interface QuickReplyContext {
  /** The content id. */
  id: string;
  /** Whether a chip can still be chosen. */
  enabled: boolean;
  /** The chosen reply's text, once chosen. */
  selection?: string;
  /** The chosen reply's component id, once chosen. */
  selectionId?: string;
  /** When it was chosen (ms since epoch). */
  selectionTime?: number;
  /** The clock. */
  now: () => number;
}

/** Events the quick-reply row takes. */
export type QuickReplyEvent =
  | {
      /** A chip was clicked: its text (sent as the visitor's message) and component id. */
      type: 'reply.select';
      text: string;
      componentId: string;
    }
  | {
      /** The row is answered some other way (the visitor typed, the chat ended): disabled without a choice. */
      type: 'reply.disable';
    };

/** Notifications of the quick-reply row. */
export type QuickReplyEmitted = {
  /** A reply was chosen; the row is disabled for good. */
  type: 'selected';
  /** The content id. */
  id: string;
  /** The chosen text. */
  text: string;
  /** The chosen component's id. */
  componentId: string;
  /** When (ms since epoch). */
  time: number;
};
