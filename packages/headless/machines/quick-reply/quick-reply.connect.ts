import type { SnapshotFrom } from 'xstate';
import type { RichMediaComponentView } from '../rich-media/rich-media.types';
import type { QuickReplyMachine } from './quick-reply.machine';
import type { QuickReplyEvent } from './quick-reply.types';

/** Props for the element holding the chips. */
export interface QuickReplyRootProps {
  /** Component the part belongs to. */
  'data-scope': 'quick-replies';
  /** Part name. */
  'data-part': 'root';
  /** `enabled` until a reply is chosen, then `disabled`. */
  'data-state': 'enabled' | 'disabled';
  /** A group of buttons. */
  role: 'group';
}

/** Props for one chip: a button, announced as disabled once a reply is chosen. */
export interface QuickReplyChipProps {
  /** Component the part belongs to. */
  'data-scope': 'quick-replies';
  /** Part name. */
  'data-part': 'chip';
  /** `selected` for the chosen chip, `disabled` for the others once chosen, else `enabled`. */
  'data-state': 'enabled' | 'selected' | 'disabled';
  /** A plain button, never a form submit. */
  type: 'button';
  /** Stays focusable and announced when disabled (a `disabled` button drops out of the tab order). */
  'aria-disabled': true | undefined;
  /** Marks the chosen chip. */
  'aria-pressed': boolean | undefined;
  /** Chooses this reply while the row is enabled. */
  onClick: () => void;
}

/** The quick-reply row's api. */
export interface QuickReplyApi {
  /** Whether a chip can still be chosen. */
  isEnabled: boolean;
  /** The chosen text, once chosen. */
  selection: string | undefined;
  /** When it was chosen (ms since epoch). */
  selectionTime: number | undefined;
  /** Chooses a reply (ignored once one was chosen). */
  select(component: Pick<RichMediaComponentView, 'id' | 'text' | 'title'>): void;
  /** Props for the chips' container. */
  getRootProps(): QuickReplyRootProps;
  /** Props for one chip. */
  getChipProps(
    component: Pick<RichMediaComponentView, 'id' | 'text' | 'title'>,
  ): QuickReplyChipProps;
}

/** Derives the quick-reply row's api from a snapshot. */
export function connectQuickReply(
  snapshot: SnapshotFrom<QuickReplyMachine>,
  send: (event: QuickReplyEvent) => void,
): QuickReplyApi {
  const { enabled, selection, selectionId, selectionTime } = snapshot.context;
  const select: QuickReplyApi['select'] = (component) => {
    if (!enabled) return;
    send({
      type: 'reply.select',
      text: component.text ?? component.title ?? '',
      componentId: component.id,
    });
  };
  return {
    isEnabled: enabled,
    selection,
    selectionTime,
    select,
    getRootProps: () => ({
      'data-scope': 'quick-replies',
      'data-part': 'root',
      'data-state': enabled ? 'enabled' : 'disabled',
      role: 'group',
    }),
    getChipProps: (component) => {
      const chosen = selectionId === component.id;
      return {
        'data-scope': 'quick-replies',
        'data-part': 'chip',
        'data-state': enabled ? 'enabled' : chosen ? 'selected' : 'disabled',
        type: 'button',
        'aria-disabled': enabled ? undefined : true,
        'aria-pressed': enabled ? undefined : chosen,
        onClick: () => select(component),
      };
    },
  };
}
