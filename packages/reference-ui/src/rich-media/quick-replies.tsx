import {
  useQuickReplies,
  type QuickReplyApi,
  type RichMediaComponentView,
  type RichMediaView,
} from '@cxkit/headless/react/rich-media';
import { useId } from 'react';
import { useAreaTranslate } from '../chat/texts/use-area-translate';
import { RichMediaComponent, styleOf } from './rich-media-component';
import { richMediaAnatomy as anatomy } from './rich-media.anatomy';
import { richMediaTexts } from './rich-media.texts';

/** What a chip row needs of its quick-reply row. */
export type ChipRowApi = Pick<QuickReplyApi, 'isEnabled' | 'getRootProps' | 'getChipProps'>;

/** Options of {@link useChipRow}. */
export interface UseChipRowOptions {
  /** The content the chips belong to. */
  view: RichMediaView;
  /** A key unique in the transcript, so the row's state outlives its view. */
  rowKey: string;
  /** Whether the chips may still be chosen (false once the visitor has written since). @default true */
  enabled?: boolean;
  /** Called once, with the chosen reply's text. */
  onQuickReply?: (text: string) => void;
}

/** The quick-reply row of a content: enabled until a chip is chosen or `enabled` turns false. */
export function useChipRow({
  view,
  rowKey,
  enabled = true,
  onQuickReply,
}: UseChipRowOptions): ChipRowApi {
  return useQuickReplies({
    key: rowKey,
    view,
    enabled,
    onSelect: (details) => onQuickReply?.(details.text),
  });
}

/** Props of {@link ChipGroup}. */
export interface ChipGroupProps {
  /** The content the chips belong to. */
  view: RichMediaView;
  /** The chips. */
  chips: readonly RichMediaComponentView[];
  /** Their row. */
  row: ChipRowApi;
  /** Id of the text that names the group; without it the group is named 'Quick replies'. */
  labelledBy?: string;
}

/** A group of quick-reply chips: buttons, still focusable and announced as disabled once one is chosen. */
export function ChipGroup({ view, chips, row, labelledBy }: ChipGroupProps) {
  const translate = useAreaTranslate(richMediaTexts);
  return (
    <div
      {...row.getRootProps()}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : translate('webchat.richMedia.quickReplies')}
    >
      {chips.map((chip) => (
        <RichMediaComponent key={chip.id} view={view} component={chip} quickReplies={row} />
      ))}
    </div>
  );
}

/** Props of {@link QuickReplies}. */
export interface QuickRepliesProps {
  /** The quick-replies content. */
  view: RichMediaView;
  /** A key unique in the transcript (e.g. the message index), so the row's state outlives its view. @default the content id */
  rowKey?: string;
  /** Whether the chips may still be chosen (false once the visitor has written since). @default true */
  enabled?: boolean;
  /** Called once, with the chosen reply's text: send it as the visitor's message. */
  onQuickReply?: (text: string) => void;
}

/**
 * Quick replies: the question (the content's title, else its text) and a group of chips named by
 * it. Choosing a chip disables the row for good, marks the chosen chip pressed and reports its text.
 */
export function QuickReplies({ view, rowKey = view.id, enabled, onQuickReply }: QuickRepliesProps) {
  const row = useChipRow({ view, rowKey, enabled, onQuickReply });
  const headingId = useId();
  const heading = view.title || view.text;
  const chips = view.components.filter((component) => component.type === 'quick-reply');
  return (
    <div {...anatomy.root.attrs} data-kind={view.kind} style={styleOf(view)}>
      {heading ? (
        <p {...anatomy.heading.attrs} id={headingId}>
          {heading}
        </p>
      ) : null}
      <ChipGroup view={view} chips={chips} row={row} labelledBy={heading ? headingId : undefined} />
    </div>
  );
}
