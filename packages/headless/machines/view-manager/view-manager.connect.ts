import type { SnapshotFrom } from 'xstate';
import type { ViewKind } from '../view-reservation/view-reservation.types';
import { overlayAnatomy, toasterAnatomy } from './view-manager.anatomy';
import type { ViewManagerMachine } from './view-manager.machine';
import type { ViewContent, ViewManagerEvent } from './view-manager.types';

/** The animation phase of a view: nothing shows, entering, shown, leaving. */
export type ViewPhase = 'closed' | 'opening' | 'open' | 'closing';

/** The slice of a view manager's snapshot that views depend on. */
export interface ViewManagerView {
  /** Which view. */
  kind: ViewKind;
  /** The animation phase. */
  phase: ViewPhase;
  /** The plugin whose content shows. */
  commander: string | undefined;
  /** Whether the view is reserved for that plugin (the visitor cannot dismiss it). */
  immutable: boolean;
  /** What shows (kept while leaving). */
  content: ViewContent | undefined;
}

/** Picks the view out of a manager's snapshot. */
export function selectViewManagerView(snapshot: SnapshotFrom<ViewManagerMachine>): ViewManagerView {
  const { context } = snapshot;
  const phase: ViewPhase = snapshot.matches('closed')
    ? 'closed'
    : snapshot.matches('closing')
      ? 'closing'
      : snapshot.matches({ shown: 'opening' })
        ? 'opening'
        : 'open';
  return {
    kind: context.kind,
    phase,
    commander: context.showing?.commander,
    immutable: context.showing?.immutable ?? false,
    content: context.showing?.content,
  };
}

/** The ids of a view's elements, from a base id. */
export function viewIds(id: string) {
  return { title: `${id}-title`, content: `${id}-content` };
}

/** Props every prop getter accepts and merges over its own. */
type Props = Record<string, unknown>;

/** What the handlers read of a DOM event (machines do not import React). */
interface HandledEvent {
  defaultPrevented: boolean;
}

/** What the dialog's key handler reads of a key event. */
interface KeyEvent extends HandledEvent {
  key: string;
  stopPropagation(): void;
}

/** The view api: what shows, its phase, commands and prop getters (focus handling is the hook's). */
export interface ViewManagerApi {
  /** Whether anything shows (entering, shown or leaving). */
  isVisible: boolean;
  /** Whether the view is open for a plugin (entering or shown, not leaving). */
  isOpen: boolean;
  /** Whether the visitor may dismiss it (Escape, the backdrop, the close button). */
  isMutable: boolean;
  /** The animation phase. */
  phase: ViewPhase;
  /** What shows. */
  content: ViewContent | undefined;
  /** The plugin whose content shows. */
  commander: string | undefined;
  /** Closes a mutable view as the visitor. */
  dismiss(): void;
  /** Closes a generic toaster with its primary button. */
  choosePrimary(): void;
  /** Closes a generic toaster with its secondary button. */
  chooseSecondary(): void;
  /** The frame's root: `data-state` (the phase), `data-position` (overlay). */
  getRootProps(props?: Props): Props;
  /** The overlay's backdrop: hidden from assistive technology, dismisses a mutable overlay on click. */
  getBackdropProps(props?: Props): Props;
  /** The dialog: role, `aria-modal`, its name, `data-state`, Escape dismissing a mutable view. */
  getDialogProps(props?: Props): Props;
  /** The title that names the dialog. */
  getTitleProps(props?: Props): Props;
  /** The close button (shown only while mutable). */
  getCloseTriggerProps(props?: Props): Props;
  /** A generic toaster's primary button. */
  getPrimaryButtonProps(props?: Props): Props;
  /** A generic toaster's secondary button. */
  getSecondaryButtonProps(props?: Props): Props;
}

/** Whether the caller's handler of a merged event cancelled ours. */
function chain<E extends HandledEvent>(
  theirs: unknown,
  ours: (event: E) => void,
): (event: E) => void {
  return (event) => {
    if (typeof theirs === 'function') (theirs as (event: E) => void)(event);
    if (!event.defaultPrevented) ours(event);
  };
}

/** The dialog's accessible name: its title when it has one, else the label the command (or caller) gave. */
function nameOf(content: ViewContent | undefined, ids: ReturnType<typeof viewIds>): Props {
  if (content?.kind === 'toaster' && content.title !== undefined) {
    return { 'aria-labelledby': ids.title };
  }
  if (content?.kind === 'overlay' && content.label !== undefined) {
    return { 'aria-label': content.label };
  }
  return {};
}

/** Turns a view manager's view and `send` into the {@link ViewManagerApi}; `id` bases the ids. */
export function connect(
  view: ViewManagerView,
  send: (event: ViewManagerEvent) => void,
  id = `cx-${view.kind}`,
): ViewManagerApi {
  const anatomy = view.kind === 'overlay' ? overlayAnatomy : toasterAnatomy;
  const ids = viewIds(id);
  const isMutable = view.phase !== 'closed' && view.phase !== 'closing' && !view.immutable;
  const state = view.phase;
  const position = view.content?.kind === 'overlay' ? view.content.position : undefined;
  const dismiss = () => {
    if (isMutable) send({ type: 'view.dismiss' });
  };
  const choose = (reason: 'primary' | 'secondary') => () => {
    if (view.phase === 'opening' || view.phase === 'open') send({ type: 'view.dismiss', reason });
  };
  return {
    isVisible: view.phase !== 'closed',
    isOpen: view.phase === 'opening' || view.phase === 'open',
    isMutable,
    phase: view.phase,
    content: view.content,
    commander: view.commander,
    dismiss,
    choosePrimary: choose('primary'),
    chooseSecondary: choose('secondary'),
    getRootProps: (props = {}) => ({
      ...anatomy.root.attrs,
      'data-state': state,
      ...(position ? { 'data-position': position } : {}),
      ...props,
    }),
    getBackdropProps: (props = {}) => ({
      ...overlayAnatomy.backdrop.attrs,
      'data-state': state,
      'aria-hidden': 'true',
      ...props,
      onClick: chain<HandledEvent>(props.onClick, dismiss),
    }),
    getDialogProps: (props = {}) => ({
      ...(view.kind === 'overlay' ? overlayAnatomy.dialog.attrs : toasterAnatomy.panel.attrs),
      id,
      role: 'dialog',
      'aria-modal': view.kind === 'overlay' ? 'true' : 'false',
      tabIndex: -1,
      'data-state': state,
      ...(position ? { 'data-position': position } : {}),
      ...nameOf(view.content, ids),
      ...props,
      onKeyDown: chain<KeyEvent>(props.onKeyDown, (event) => {
        if (event.key === 'Escape' && isMutable) {
          event.stopPropagation();
          dismiss();
        }
      }),
    }),
    getTitleProps: (props = {}) => ({ ...anatomy.title.attrs, id: ids.title, ...props }),
    getCloseTriggerProps: (props = {}) => ({
      ...anatomy.closeTrigger.attrs,
      type: 'button',
      hidden: !isMutable,
      ...props,
      onClick: chain<HandledEvent>(props.onClick, dismiss),
    }),
    getPrimaryButtonProps: (props = {}) => ({
      ...toasterAnatomy.primaryButton.attrs,
      type: 'button',
      ...props,
      onClick: chain<HandledEvent>(props.onClick, choose('primary')),
    }),
    getSecondaryButtonProps: (props = {}) => ({
      ...toasterAnatomy.secondaryButton.attrs,
      type: 'button',
      ...props,
      onClick: chain<HandledEvent>(props.onClick, choose('secondary')),
    }),
  };
}
