import type { RichMediaComponentView, RichMediaView } from '@cxkit/headless/react/rich-media';
import { ChipGroup, useChipRow, type ChipRowApi } from './quick-replies';
import { RichMediaComponent } from './rich-media-component';
import { richMediaAnatomy as anatomy } from './rich-media.anatomy';

/** Props of {@link RichMediaComponents}. */
export interface RichMediaComponentsProps {
  /** The content the components belong to. */
  view: RichMediaView;
  /** The components. @default the content's */
  components?: readonly RichMediaComponentView[];
  /** A key unique in the transcript for the quick-reply row of the chips among them. @default the content id */
  rowKey?: string;
  /** Whether those chips may still be chosen. @default true */
  quickRepliesEnabled?: boolean;
  /** Called once, with the chosen reply's text. */
  onQuickReply?: (text: string) => void;
}

/** A run of components shown together: list items as one list, chips as one group, anything else alone. */
type Run =
  | { kind: 'list' | 'chips'; key: string; items: RichMediaComponentView[] }
  | { kind: 'single'; key: string; item: RichMediaComponentView };

function runsOf(components: readonly RichMediaComponentView[]): Run[] {
  const runs: Run[] = [];
  for (const component of components) {
    const kind =
      component.type === 'list-item' || component.type === 'list-item-big'
        ? 'list'
        : component.type === 'quick-reply'
          ? 'chips'
          : 'single';
    const last = runs.at(-1);
    if (kind === 'single') runs.push({ kind, key: component.id, item: component });
    else if (last?.kind === kind) last.items.push(component);
    else runs.push({ kind, key: component.id, items: [component] });
  }
  return runs;
}

function Runs({
  view,
  components,
  row,
}: {
  view: RichMediaView;
  components: readonly RichMediaComponentView[];
  row?: ChipRowApi;
}) {
  return (
    <div {...anatomy.components.attrs}>
      {runsOf(components).map((run) => {
        if (run.kind === 'single') {
          return <RichMediaComponent key={run.key} view={view} component={run.item} />;
        }
        if (run.kind === 'list') {
          return (
            <ul key={run.key} {...anatomy.list.attrs}>
              {run.items.map((item) => (
                <RichMediaComponent key={item.id} view={view} component={item} />
              ))}
            </ul>
          );
        }
        return row ? <ChipGroup key={run.key} view={view} chips={run.items} row={row} /> : null;
      })}
    </div>
  );
}

// The chips of one content form one row however they are spread out: choosing one disables all.
function RunsWithChips({
  view,
  components,
  rowKey,
  quickRepliesEnabled,
  onQuickReply,
}: Required<Pick<RichMediaComponentsProps, 'view' | 'components' | 'rowKey'>> &
  Pick<RichMediaComponentsProps, 'quickRepliesEnabled' | 'onQuickReply'>) {
  const row = useChipRow({ view, rowKey, enabled: quickRepliesEnabled, onQuickReply });
  return <Runs view={view} components={components} row={row} />;
}

/**
 * The components of a card in order: consecutive list items as one `<ul>`, chips as quick-reply
 * groups sharing one row (choosing one disables them all), anything else as itself.
 */
export function RichMediaComponents({
  view,
  components = view.components,
  rowKey = view.id,
  quickRepliesEnabled,
  onQuickReply,
}: RichMediaComponentsProps) {
  if (!components.some((component) => component.type === 'quick-reply')) {
    return <Runs view={view} components={components} />;
  }
  return (
    <RunsWithChips
      view={view}
      components={components}
      rowKey={rowKey}
      quickRepliesEnabled={quickRepliesEnabled}
      onQuickReply={onQuickReply}
    />
  );
}
