import { useContext, useEffect, useState, type ReactNode } from 'react';
import { createActor, type Actor } from 'xstate';
import {
  quickReplyMachine,
  type QuickReplyMachine,
} from '../machines/quick-reply/quick-reply.machine';
import {
  createRichMediaBridge,
  type RichMediaBridge,
  type RichMediaBridgeOptions,
} from '../machines/rich-media/rich-media.plugin';
import { CxContext } from './cx-context';
import { RichMediaContext, type RichMediaRuntime } from './rich-media-context';

/** Props of {@link RichMediaProvider}. */
export interface RichMediaProviderProps extends RichMediaBridgeOptions {
  /** The views below it. */
  children?: ReactNode;
}

/** A runtime whose quick-reply rows outlive the rows that show them (a virtual list unmounts them). */
export function createRichMediaRuntime(bridge: RichMediaBridge): RichMediaRuntime {
  const rows = new Map<string, Actor<QuickReplyMachine>>();
  return {
    bridge,
    quickReplyRow(key, input) {
      let row = rows.get(key);
      if (!row) {
        row = createActor(quickReplyMachine, { input: { ...input, id: input.id || key } });
        row.start();
        rows.set(key, row);
      }
      return row;
    },
    stop() {
      for (const row of rows.values()) row.stop();
      rows.clear();
    },
  };
}

/**
 * Shares the rich-media bridge and the quick-reply rows with the views below it. Inside a
 * `<CxProvider>` it registers the `RichMedia` plugin on that bus (events `created`, `click`; commands
 * `createQuickReplies`, `createGeneric`); outside one it works without a bus.
 */
export function RichMediaProvider({ children, ...options }: RichMediaProviderProps) {
  const bus = useContext(CxContext)?.bus;
  const [runtime, setRuntime] = useState<RichMediaRuntime | null>(null);
  const { stylesEnabled, openUrl, log, now } = options;
  useEffect(() => {
    const bridge = createRichMediaBridge(bus, { stylesEnabled, openUrl, log, now });
    const created = createRichMediaRuntime(bridge);
    setRuntime(created);
    return () => {
      created.stop();
      bridge.detach();
    };
  }, [bus, stylesEnabled, openUrl, log, now]);
  return <RichMediaContext.Provider value={runtime}>{children}</RichMediaContext.Provider>;
}
