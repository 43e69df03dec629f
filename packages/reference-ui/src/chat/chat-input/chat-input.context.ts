import { createContext } from 'react';

/** What a `ChatInput` offers the controls in its `actions` slot. */
export interface ChatInputContextValue {
  /** Inserts text at the caret of the message (replacing a selection), then focuses the message. */
  insertText(text: string): void;
}

/** The nearest `ChatInput`'s commands; `null` outside one. */
export const ChatInputContext = createContext<ChatInputContextValue | null>(null);
