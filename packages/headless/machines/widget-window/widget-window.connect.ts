import type { SnapshotFrom } from 'xstate';
import { widgetWindowAnatomy as anatomy } from './widget-window.anatomy';
import { windowIds } from './widget-window.logic';
import type { WidgetWindowMachine } from './widget-window.machine';
import type {
  WidgetWindowEvent,
  WidgetWindowState,
  WindowBox,
  WindowPosition,
} from './widget-window.types';

/** The slice of the window snapshot that views depend on; compare it shallowly to skip re-renders. */
export interface WidgetWindowView {
  /** The window's name. */
  name: string;
  /** Base of the ids of its parts. */
  id: string;
  /** Where the window is. */
  window: WidgetWindowState;
  /** Whether the close question shows. */
  confirmingClose: boolean;
  /** Whether the window is being dragged. */
  dragging: boolean;
  /** Whether the window can be dragged now (draggable, open, not in mobile mode). */
  draggable: boolean;
  /** Whether mobile mode applies. */
  mobile: boolean;
  /** Whether the open window covers the page (mobile mode). */
  fullScreen: boolean;
  /** Whether the form holds typed values. */
  dirty: boolean;
  /** Where the window was dragged to; `undefined` is its docked place. */
  position: WindowPosition | undefined;
  /** The close question. */
  confirmCloseText: string;
}

/** Picks the window view out of a snapshot. */
export function selectWidgetWindowView(
  snapshot: SnapshotFrom<WidgetWindowMachine>,
): WidgetWindowView {
  const { context } = snapshot;
  const window: WidgetWindowState = snapshot.matches('open')
    ? 'open'
    : snapshot.matches('minimized')
      ? 'minimized'
      : 'closed';
  return {
    name: context.name,
    id: context.id,
    window,
    confirmingClose: snapshot.matches({ open: 'confirmingClose' }),
    dragging: snapshot.matches({ open: 'dragging' }),
    draggable: window === 'open' && context.options.draggable && !context.mobile,
    mobile: context.mobile,
    fullScreen: window === 'open' && context.mobile,
    dirty: context.dirty,
    position: context.position,
    confirmCloseText: context.options.confirmCloseText,
  };
}

/** The accessible names and button texts of the window's controls (the app translates them). */
export interface WidgetWindowLabels {
  /** The minimize button's name. @default 'Minimize' */
  minimize: string;
  /** The minimize button's name while minimized. @default 'Restore' */
  restore: string;
  /** The close button's name. @default 'Close' */
  close: string;
  /** The move button's name (arrow keys move the window). @default 'Move window' */
  move: string;
  /** The close question's confirming button. @default 'Yes' */
  confirm: string;
  /** The close question's button that keeps the window open. @default 'No' */
  cancel: string;
}

/** The English labels (spec 1, section 2: the close questions answer No / Yes). */
export const defaultWidgetWindowLabels: WidgetWindowLabels = {
  minimize: 'Minimize',
  restore: 'Restore',
  close: 'Close',
  move: 'Move window',
  confirm: 'Yes',
  cancel: 'No',
};

/** What the drag handle reads of a pointer event (a DOM or React `PointerEvent` fits). */
export interface WindowPointerEvent {
  /** Pointer's x in the viewport. */
  clientX: number;
  /** Pointer's y in the viewport. */
  clientY: number;
  /** Which button: only the primary one (0) drags. */
  button?: number;
  /** The pointer, captured so that the drag follows it outside the handle. */
  pointerId?: number;
  /** The handle: its window's box is where the drag starts from. */
  currentTarget?: {
    /** Finds the window element around the handle. */
    closest?(selector: string): { getBoundingClientRect(): WindowBox } | null;
    /** Keeps the pointer's events on the handle. */
    setPointerCapture?(pointerId: number): void;
  } | null;
}

/** What the confirm dialog and the move button read of a key event (a DOM or React `KeyboardEvent` fits). */
export interface WindowKeyEvent {
  /** The key pressed: Escape keeps the window open; arrows move it. */
  key: string;
  /** With Shift, an arrow moves it further. */
  shiftKey?: boolean;
  /** The move button: its window's box is where the move starts from. */
  currentTarget?: WindowPointerEvent['currentTarget'];
  /** Keeps the arrow from scrolling the page. */
  preventDefault?(): void;
}

/** Props for the window's element. */
export interface WidgetWindowProps {
  /** Component the part belongs to. */
  'data-scope': 'widget-window';
  /** Part name. */
  'data-part': 'window';
  /** The window's id. */
  id: string;
  /** A modal dialog full screen (it covers the page), else a labelled region beside the page. */
  role: 'dialog' | 'region';
  /** Set full screen only. */
  'aria-modal': true | undefined;
  /** The title names the window. */
  'aria-labelledby': string;
  /** Where the window is. */
  'data-state': WidgetWindowState;
  /** Present in mobile mode. */
  'data-mobile': true | undefined;
  /** Present while the open window covers the page. */
  'data-full-screen': true | undefined;
  /** Present while it is dragged. */
  'data-dragging': true | undefined;
  /** Hidden while closed. */
  hidden: true | undefined;
  /** Where it was dragged to, as `left` and `top` (none in its docked place or full screen). */
  style: { left?: string; top?: string };
}

/** Props for the title. */
export interface WidgetWindowTitleProps {
  /** Component the part belongs to. */
  'data-scope': 'widget-window';
  /** Part name. */
  'data-part': 'title';
  /** Referenced by the window's `aria-labelledby`. */
  id: string;
}

/** Props for a title bar button. */
export interface WidgetWindowButtonProps {
  /** Component the part belongs to. */
  'data-scope': 'widget-window';
  /** Part name. */
  'data-part': 'minimize-trigger' | 'close-trigger';
  /** A plain button, never a form submit. */
  type: 'button';
  /** The button's accessible name (it shows an icon). */
  'aria-label': string;
  /** The minimize button: whether the window's body shows. */
  'aria-expanded'?: boolean;
  /** The minimize button: the body it shows and hides. */
  'aria-controls'?: string;
  /** Where the window is. */
  'data-state': WidgetWindowState;
  /** Minimizes or restores; closes (or asks first). */
  onClick: () => void;
}

/** Props for the window's body. */
export interface WidgetWindowBodyProps {
  /** Component the part belongs to. */
  'data-scope': 'widget-window';
  /** Part name. */
  'data-part': 'body';
  /** Referenced by the minimize button's `aria-controls`. */
  id: string;
  /** Hidden unless open: minimized, only the title bar shows. */
  hidden: true | undefined;
  /** Out of reach while the close question shows: the question is modal to the window. */
  inert: true | undefined;
}

/** Props for the drag handle (the title bar). */
export interface WidgetWindowDragHandleProps {
  /** Component the part belongs to. */
  'data-scope': 'widget-window';
  /** Part name. */
  'data-part': 'drag-handle';
  /** `dragging` during a drag, else `idle`. */
  'data-state': 'dragging' | 'idle';
  /** Present while the window cannot be dragged. */
  'data-disabled': true | undefined;
  /** No touch scrolling on the handle while it drags. */
  style: { touchAction?: 'none' };
  /** Starts a drag with the primary button. */
  onPointerDown: (event: WindowPointerEvent) => void;
  /** Moves the window during a drag. */
  onPointerMove: (event: WindowPointerEvent) => void;
  /** Ends the drag; the position is saved. */
  onPointerUp: () => void;
  /** Ends the drag where it is. */
  onPointerCancel: () => void;
}

/** Props for the move button: a keyboard way to move the window (arrows, with Shift further). */
export interface WidgetWindowMoveButtonProps {
  /** Component the part belongs to. */
  'data-scope': 'widget-window';
  /** Part name. */
  'data-part': 'move-trigger';
  /** A plain button, never a form submit. */
  type: 'button';
  /** The button's accessible name. */
  'aria-label': string;
  /** Hidden while the window cannot be moved. */
  hidden: true | undefined;
  /** Moves the window by an arrow key's step. */
  onKeyDown: (event: WindowKeyEvent) => void;
}

/** Props for the close question's dialog. */
export interface WidgetWindowConfirmDialogProps {
  /** Component the part belongs to. */
  'data-scope': 'widget-window';
  /** Part name. */
  'data-part': 'confirm-dialog';
  /** The dialog's id. */
  id: string;
  /** It interrupts: an answer is needed. */
  role: 'alertdialog';
  /** Modal to the window. */
  'aria-modal': true;
  /** Named by the window's title. */
  'aria-labelledby': string;
  /** Described by the question. */
  'aria-describedby': string;
  /** `open` while it asks. */
  'data-state': 'open' | 'closed';
  /** Hidden unless it asks. */
  hidden: true | undefined;
  /** Escape keeps the window open. */
  onKeyDown: (event: WindowKeyEvent) => void;
}

/** Props for the close question's text. */
export interface WidgetWindowConfirmTextProps {
  /** Component the part belongs to. */
  'data-scope': 'widget-window';
  /** Part name. */
  'data-part': 'confirm-text';
  /** Referenced by the dialog's `aria-describedby`. */
  id: string;
}

/** Props for the close question's answers. */
export interface WidgetWindowAnswerProps {
  /** Component the part belongs to. */
  'data-scope': 'widget-window';
  /** Part name. */
  'data-part': 'confirm-trigger' | 'cancel-trigger';
  /** A plain button, never a form submit. */
  type: 'button';
  /** Closes the window, or keeps it open. */
  onClick: () => void;
}

/** What views use of a widget window: its state, commands and prop getters. */
export interface WidgetWindowApi extends WidgetWindowView {
  /** Whether the window shows (open or minimized). */
  isOpen: boolean;
  /** Whether only the title bar shows. */
  isMinimized: boolean;
  /** The labels the prop getters use. */
  labels: WidgetWindowLabels;
  /** Opens the window (minimized on request), or restores it when minimized. */
  open(options?: { minimized?: boolean }): void;
  /** Closes the window, or first asks while the form holds typed values. */
  close(): void;
  /** Minimizes, or restores with `false`; toggles without an argument. */
  minimize(minimized?: boolean): void;
  /** Restores the minimized window. */
  restore(): void;
  /** Answers the close question: close. */
  confirmClose(): void;
  /** Answers the close question: keep the window open. */
  cancelClose(): void;
  /** Tells the window whether the form holds typed values. */
  setDirty(dirty: boolean): void;
  /** Reports the widget's submission, with the submitted values. */
  submit(form?: Record<string, string>): void;
  /** Reports that the widget's task completed (a close is then no cancellation). */
  complete(): void;
  /** Reports the window's measured width, for the dock. */
  resize(width: number): void;
  /** Props for the window's element. */
  getWindowProps(): WidgetWindowProps;
  /** Props for the title. */
  getTitleProps(): WidgetWindowTitleProps;
  /** Props for the minimize / restore button. */
  getMinimizeButtonProps(): WidgetWindowButtonProps;
  /** Props for the close button. */
  getCloseButtonProps(): WidgetWindowButtonProps;
  /** Props for the body. */
  getBodyProps(): WidgetWindowBodyProps;
  /** Props for the element that drags the window (the title bar). */
  getDragHandleProps(): WidgetWindowDragHandleProps;
  /** Props for the button that moves the window with the arrow keys. */
  getMoveButtonProps(): WidgetWindowMoveButtonProps;
  /** Props for the close question's dialog. */
  getConfirmDialogProps(): WidgetWindowConfirmDialogProps;
  /** Props for the close question's text. */
  getConfirmTextProps(): WidgetWindowConfirmTextProps;
  /** Props for the button that closes (Yes). */
  getConfirmButtonProps(): WidgetWindowAnswerProps;
  /** Props for the button that keeps the window open (No). */
  getCancelButtonProps(): WidgetWindowAnswerProps;
}

const windowSelector = '[data-scope="widget-window"][data-part="window"]';

/** How far an arrow key moves the window, in CSS px (with Shift: `moveStep * 5`). */
export const moveStep = 10;

const arrows: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** The box of the window around a handle or button, as the machine takes it. */
function boxAround(target: WindowPointerEvent['currentTarget']): WindowBox | undefined {
  const rect = target?.closest?.(windowSelector)?.getBoundingClientRect();
  return rect && { left: rect.left, top: rect.top, width: rect.width, height: rect.height };
}

/** Turns the window view and the actor's `send` into the {@link WidgetWindowApi}. */
export function connect(
  view: WidgetWindowView,
  send: (event: WidgetWindowEvent) => void,
  labels: Partial<WidgetWindowLabels> = {},
): WidgetWindowApi {
  const ids = windowIds(view.id);
  const text = { ...defaultWidgetWindowLabels, ...labels };
  const close = () => send({ type: 'window.close' });
  const confirmClose = () => send({ type: 'close.confirm' });
  const cancelClose = () => send({ type: 'close.cancel' });
  const endDrag = () => {
    if (view.dragging) send({ type: 'drag.end' });
  };
  const placed = view.position && !view.fullScreen;
  return {
    ...view,
    isOpen: view.window !== 'closed',
    isMinimized: view.window === 'minimized',
    labels: text,
    open: (options = {}) => send({ type: 'window.open', ...options }),
    close,
    minimize: (minimized) => send({ type: 'window.minimize', minimized }),
    restore: () => send({ type: 'window.minimize', minimized: false }),
    confirmClose,
    cancelClose,
    setDirty: (dirty) => send({ type: 'form.change', dirty }),
    submit: (form) => send({ type: 'task.submit', form }),
    complete: () => send({ type: 'task.complete' }),
    resize: (width) => send({ type: 'window.resize', width }),
    getWindowProps: () => ({
      ...anatomy.window.attrs,
      id: ids.window,
      role: view.fullScreen ? 'dialog' : 'region',
      'aria-modal': view.fullScreen ? true : undefined,
      'aria-labelledby': ids.title,
      'data-state': view.window,
      'data-mobile': view.mobile ? true : undefined,
      'data-full-screen': view.fullScreen ? true : undefined,
      'data-dragging': view.dragging ? true : undefined,
      hidden: view.window === 'closed' ? true : undefined,
      style: placed ? { left: `${view.position!.x}px`, top: `${view.position!.y}px` } : {},
    }),
    getTitleProps: () => ({ ...anatomy.title.attrs, id: ids.title }),
    getMinimizeButtonProps: () => ({
      ...anatomy.minimizeTrigger.attrs,
      type: 'button',
      'aria-label': view.window === 'minimized' ? text.restore : text.minimize,
      'aria-expanded': view.window === 'open',
      'aria-controls': ids.body,
      'data-state': view.window,
      onClick: () => send({ type: 'window.minimize' }),
    }),
    getCloseButtonProps: () => ({
      ...anatomy.closeTrigger.attrs,
      type: 'button',
      'aria-label': text.close,
      'data-state': view.window,
      onClick: close,
    }),
    getBodyProps: () => ({
      ...anatomy.body.attrs,
      id: ids.body,
      hidden: view.window === 'open' ? undefined : true,
      inert: view.confirmingClose ? true : undefined,
    }),
    getDragHandleProps: () => ({
      ...anatomy.dragHandle.attrs,
      'data-state': view.dragging ? 'dragging' : 'idle',
      'data-disabled': view.draggable ? undefined : true,
      style: view.draggable ? { touchAction: 'none' } : {},
      onPointerDown: (event) => {
        if (!view.draggable || (event.button ?? 0) !== 0) return;
        const target = event.currentTarget;
        const box = boxAround(target);
        if (!box) return;
        if (event.pointerId !== undefined) target?.setPointerCapture?.(event.pointerId);
        send({ type: 'drag.start', x: event.clientX, y: event.clientY, box });
      },
      onPointerMove: (event) => {
        if (view.dragging) send({ type: 'drag.move', x: event.clientX, y: event.clientY });
      },
      onPointerUp: endDrag,
      onPointerCancel: endDrag,
    }),
    getMoveButtonProps: () => ({
      ...anatomy.moveTrigger.attrs,
      type: 'button',
      'aria-label': text.move,
      hidden: view.draggable ? undefined : true,
      onKeyDown: (event) => {
        const arrow = arrows[event.key];
        const box = arrow && view.draggable ? boxAround(event.currentTarget) : undefined;
        if (!arrow || !box) return;
        event.preventDefault?.();
        const step = event.shiftKey ? moveStep * 5 : moveStep;
        send({ type: 'window.move', dx: arrow[0] * step, dy: arrow[1] * step, box });
      },
    }),
    getConfirmDialogProps: () => ({
      ...anatomy.confirmDialog.attrs,
      id: ids.confirmDialog,
      role: 'alertdialog',
      'aria-modal': true,
      'aria-labelledby': ids.title,
      'aria-describedby': ids.confirmText,
      'data-state': view.confirmingClose ? 'open' : 'closed',
      hidden: view.confirmingClose ? undefined : true,
      onKeyDown: (event) => {
        if (event.key === 'Escape') cancelClose();
      },
    }),
    getConfirmTextProps: () => ({ ...anatomy.confirmText.attrs, id: ids.confirmText }),
    getConfirmButtonProps: () => ({
      ...anatomy.confirmTrigger.attrs,
      type: 'button',
      onClick: confirmClose,
    }),
    getCancelButtonProps: () => ({
      ...anatomy.cancelTrigger.attrs,
      type: 'button',
      onClick: cancelClose,
    }),
  };
}
