import { useActorRef, useSelector } from '@xstate/react';
import { useContext, useEffect, useMemo, useRef } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { connectQuickReply, type QuickReplyApi } from '../machines/quick-reply/quick-reply.connect';
import {
  quickReplyMachine,
  type QuickReplyMachine,
} from '../machines/quick-reply/quick-reply.machine';
import type { QuickReplyEmitted } from '../machines/quick-reply/quick-reply.types';
import {
  createRichMediaBridge,
  type RichMediaBridge,
} from '../machines/rich-media/rich-media.plugin';
import type {
  RichMediaComponentView,
  RichMediaInput,
  RichMediaResult,
  RichMediaView,
} from '../machines/rich-media/rich-media.types';
import { RichMediaContext } from './rich-media-context';

// Outside a provider: no bus, styles on, default logging and URL opening.
let standalone: RichMediaBridge | undefined;
const standaloneBridge = () => (standalone ??= createRichMediaBridge(undefined));

/** What {@link useRichMedia} returns. */
export interface UseRichMediaReturn {
  /** The view to render, or the text to show instead (with the reason); `undefined` without rich media. */
  result: RichMediaResult | undefined;
  /** Carries out a click on the view or one of its components. */
  click(view: RichMediaView, component?: RichMediaComponentView): void;
}

/**
 * The view of a message's rich media, built once per content (the nearest `<RichMediaProvider>`
 * publishes `RichMedia.created`); `text` is the message text, the first fallback.
 */
export function useRichMedia(input: RichMediaInput | undefined, text?: string): UseRichMediaReturn {
  const shared = useContext(RichMediaContext);
  const bridge = shared?.runtime.bridge ?? standaloneBridge();
  const stylesEnabled = shared?.stylesEnabled ?? true;
  const result = useMemo(
    () => (input ? bridge.build(input, { text, stylesEnabled }) : undefined),
    [bridge, input, text, stylesEnabled],
  );
  return { result, click: bridge.click };
}

/** Options of {@link useQuickReplies}. */
export interface UseQuickRepliesOptions {
  /** A key unique in the transcript (e.g. the message index), so the row's state outlives its view. */
  key: string;
  /** The quick-replies view. */
  view: RichMediaView;
  /** Whether the row may still be used; once false (the visitor answered by typing) it is disabled for good. @default true */
  enabled?: boolean;
  /** Called once, with the chosen reply; send its text as the visitor's message. */
  onSelect?: (details: QuickReplyEmitted) => void;
}

/** What {@link useQuickReplies} returns: the row's api and escape hatches. */
export interface UseQuickRepliesReturn extends QuickReplyApi {
  /** The row's snapshot. */
  snapshot: SnapshotFrom<QuickReplyMachine>;
  /** Sends an event to the row. */
  send: ActorRefFrom<QuickReplyMachine>['send'];
  /** The row's actor. */
  actorRef: ActorRefFrom<QuickReplyMachine>;
}

/**
 * A row of quick replies: enabled until the first chip is chosen, then disabled for good; the choice
 * goes to `onSelect` and out as a `RichMedia.click`. Inside a `<RichMediaProvider>` the row's state
 * survives its view unmounting.
 */
export function useQuickReplies({
  key,
  view,
  enabled = true,
  onSelect,
}: UseQuickRepliesOptions): UseQuickRepliesReturn {
  const runtime = useContext(RichMediaContext)?.runtime;
  const own = useActorRef(quickReplyMachine, { input: { id: view.id || key, enabled } });
  const actorRef = runtime ? runtime.quickReplyRow(key, { id: view.id, enabled }) : own;
  const snapshot = useSelector(actorRef, (current) => current);
  const onSelectRef = useRef(onSelect);
  useEffect(() => {
    onSelectRef.current = onSelect;
  });
  const bridge = runtime?.bridge ?? standaloneBridge();
  useEffect(() => {
    const subscription = actorRef.on('selected', (details) => {
      const component = view.components.find((item) => item.id === details.componentId);
      bridge.click(view, component);
      onSelectRef.current?.(details);
    });
    return () => subscription.unsubscribe();
  }, [actorRef, bridge, view]);
  const answeredElsewhere = !enabled && snapshot.context.enabled;
  useEffect(() => {
    if (answeredElsewhere) actorRef.send({ type: 'reply.disable' });
  }, [actorRef, answeredElsewhere]);
  // Until the row has taken the disable event, render it disabled already.
  const shown = answeredElsewhere
    ? { ...snapshot, context: { ...snapshot.context, enabled: false } }
    : snapshot;
  return {
    ...connectQuickReply(shown as typeof snapshot, actorRef.send),
    snapshot,
    send: actorRef.send,
    actorRef,
  };
}
