import { createContext } from 'react';
import type { Actor } from 'xstate';
import type { QuickReplyMachine } from '../machines/quick-reply/quick-reply.machine';
import type { QuickReplyInput } from '../machines/quick-reply/quick-reply.types';
import type { RichMediaBridge } from '../machines/rich-media/rich-media.plugin';

/** The bridge and the quick-reply rows by key that `<RichMediaProvider>` keeps. */
export interface RichMediaRuntime {
  /** Builds views and carries out clicks. */
  bridge: RichMediaBridge;
  /** The quick-reply row for a key (e.g. a message index), created on first use. */
  quickReplyRow(key: string, input: QuickReplyInput): Actor<QuickReplyMachine>;
  /** Stops and forgets every row. */
  stop(): void;
}

/** What `<RichMediaProvider>` shares with the hooks below it. */
export interface RichMediaContextValue {
  /** The runtime. */
  runtime: RichMediaRuntime;
  /** Whether content styles apply (`richmedia.stylesEnabled`). */
  stylesEnabled: boolean;
}

/** React context of the rich-media provider; `null` outside one. */
export const RichMediaContext = createContext<RichMediaContextValue | null>(null);
