import { useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
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

/** Most quick-reply rows a runtime keeps; the oldest go first (they belong to long-gone messages). */
export const maxQuickReplyRows = 500;

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
        if (rows.size > maxQuickReplyRows) {
          const [oldest, actor] = rows.entries().next().value!;
          actor.stop();
          rows.delete(oldest);
        }
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
 * Shares the rich-media bridge and the quick-reply rows with the views below it, from the first
 * render on. Inside a `<CxProvider>` it registers the `RichMedia` plugin on that bus (events
 * `created`, `click`; commands `createQuickReplies`, `createGeneric`); outside one it works without a bus.
 * Callbacks may change between renders without losing state.
 */
export function RichMediaProvider({
  children,
  stylesEnabled = true,
  openUrl,
  log,
  now,
}: RichMediaProviderProps) {
  const bus = useContext(CxContext)?.bus;
  // One options object the bridge reads when it needs a callback; updated after each render.
  const [settings] = useState<RichMediaBridgeOptions>(() => ({}));
  const [runtime] = useState(() =>
    createRichMediaRuntime(createRichMediaBridge(undefined, settings)),
  );
  useEffect(() => {
    Object.assign(settings, { openUrl, log, now });
  }, [settings, openUrl, log, now]);
  useEffect(() => (bus ? runtime.bridge.attach(bus) : undefined), [bus, runtime]);
  const value = useMemo(() => ({ runtime, stylesEnabled }), [runtime, stylesEnabled]);
  return <RichMediaContext.Provider value={value}>{children}</RichMediaContext.Provider>;
}
