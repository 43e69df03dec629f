import { createContext } from 'react';
import type { Actor } from 'xstate';
import type { QuickReplyMachine } from '../machines/quick-reply/quick-reply.machine';
import type { QuickReplyInput } from '../machines/quick-reply/quick-reply.types';
import type { RichMediaBridge } from '../machines/rich-media/rich-media.plugin';

/** What `<RichMediaProvider>` shares: the bridge and the quick-reply rows by key. */
export interface RichMediaRuntime {
  /** Builds views and carries out clicks. */
  bridge: RichMediaBridge;
  /** The quick-reply row for a key (e.g. a message index), created on first use. */
  quickReplyRow(key: string, input: QuickReplyInput): Actor<QuickReplyMachine>;
  /** Stops every row. */
  stop(): void;
}

/** React context of the rich-media runtime; `null` outside a provider (or before it has started). */
export const RichMediaContext = createContext<RichMediaRuntime | null>(null);
