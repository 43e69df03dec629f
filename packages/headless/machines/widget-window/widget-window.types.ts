import type { DockRegistration } from '../dock-manager/dock-manager.types';
import type { ViewportSignal } from '../../services/signals/signals.types';

/** Where a widget window is: closed, open (expanded) or minimized to its title bar. */
export type WidgetWindowState = 'closed' | 'open' | 'minimized';

/** A dragged window's top-left corner, in CSS px from the viewport's top-left. */
export interface WindowPosition {
  /** Distance from the viewport's left edge. */
  x: number;
  /** Distance from the viewport's top edge. */
  y: number;
}

/** A window's box when a drag starts, in CSS px (an element's `getBoundingClientRect()`). */
export interface WindowBox {
  /** Left edge. */
  left: number;
  /** Top edge. */
  top: number;
  /** Width. */
  width: number;
  /** Height. */
  height: number;
}

/** What a widget window keeps across page loads. */
export interface SavedWidgetWindow {
  /** Where the window was. */
  window: WidgetWindowState;
  /** Where it was dragged to, if it was. */
  position?: WindowPosition;
}

/** Keeps a saved value (cookies in a browser, memory in tests and servers). */
export interface StateStore<Saved> {
  /** The saved value, if any (a malformed one counts as none). */
  load(): Saved | undefined;
  /** Saves the value. */
  save(saved: Saved): void;
  /** Forgets it. */
  clear(): void;
}

/** Keeps a widget window's state and position. */
export type WidgetWindowStore = StateStore<SavedWidgetWindow>;

/** The dock a window registers with while it shows, so docked windows stack (`linkWindowDock` makes one of a dock manager). */
export interface WindowDock {
  /** Adds the window's view. */
  register(registration: DockRegistration): void;
  /** Removes it. */
  deregister(plugin: string): void;
  /** Reports its measured width in CSS px. */
  resize(plugin: string, width: number): void;
}

/** One window of a {@link WindowGroup}. */
export interface WindowGroupMember {
  /** The window's name (its bus plugin name, e.g. `Callback`). */
  name: string;
  /** Closes the window without asking, as the group requires. */
  close(): void;
}

/** The windows of one app: one exclusive channel open at a time, and closing them all. */
export interface WindowGroup {
  /** Adds a window; returns the function that removes it. */
  join(member: WindowGroupMember): () => void;
  /** Tells the group a window opened: an exclusive channel closes the other exclusive ones. */
  opened(name: string): void;
  /** Closes every window of the group (`App.closeAll`). */
  closeAll(): void;
  /** Whether a window of this name is an exclusive channel. */
  isExclusive(name: string): boolean;
  /** The names of the windows in the group, in joining order. */
  members(): string[];
}

/** Settings of a widget window. */
export interface WidgetWindowOptions {
  /** Ask before closing while the form holds typed values (`confirmFormCloseEnabled`). @default true */
  confirmClose: boolean;
  /** The close question: the widget's own text (spec 1, section 2). @default 'You have unsubmitted form data. Are you sure you want to quit?' */
  confirmCloseText: string;
  /** Whether the window can be dragged (never while full screen). @default false */
  draggable: boolean;
}

/** What a window machine's input gives of its shared parts. */
export interface WindowPartsInput {
  /** The window's name: its bus plugin name and dock view (e.g. `Callback`, `ClickToCall`, `WebChat`). */
  name: string;
  /** Whether the page is in mobile mode now. @default below the mobile breakpoint of `viewport` */
  isMobile?: () => boolean;
  /** The viewport. @default 1024 x 768, never changing */
  viewport?: ViewportSignal;
  /** The dock it registers with while it shows. @default none */
  dock?: WindowDock;
  /** The app's window group. @default none */
  group?: WindowGroup;
}

/** Input of the widget window machine. */
export interface WidgetWindowInput extends WindowPartsInput {
  /** Base of the ids of its parts. @default the name in kebab case */
  id?: string;
  /** Settings (each has a default). */
  options?: Partial<WidgetWindowOptions>;
  /** Where its state and position are kept. @default in memory */
  store?: WidgetWindowStore;
}

/** A drag in progress: where it started, so each move is an offset from there. */
export interface WindowDrag {
  /** The pointer at the start. */
  pointer: WindowPosition;
  /** The window's box at the start. */
  box: WindowBox;
}

/** The parts of a window machine's context that the window's actors and shared actions use. */
export interface WindowPartsContext {
  /** The window's name (its bus plugin name and dock view). */
  name: string;
  /** Whether the page is in mobile mode now. */
  isMobile: () => boolean;
  /** The viewport, whose changes re-read mobile mode. */
  viewport: ViewportSignal;
  /** The dock, if any. */
  dock: WindowDock | undefined;
  /** The group, if any. */
  group: WindowGroup | undefined;
  /** Whether mobile mode applied when last read. */
  mobile: boolean;
  /** The window's size as last measured. */
  size: { width: number; height: number };
}

/** Context of the widget window machine. */
export interface WidgetWindowContext extends WindowPartsContext {
  /** Base of the ids of its parts. */
  id: string;
  /** Settings. */
  options: WidgetWindowOptions;
  /** Where its state and position are kept. */
  store: WidgetWindowStore;
  /** Whether the form holds typed values. */
  dirty: boolean;
  /** Whether the widget's task completed since the window opened (a close is then no cancellation). */
  completed: boolean;
  /** Where the window was dragged to; `undefined` is its docked place. */
  position: WindowPosition | undefined;
  /** The drag in progress, if any. */
  drag: WindowDrag | undefined;
}

/** Events of the widget window machine. */
export type WidgetWindowEvent =
  | { type: 'window.open'; minimized?: boolean }
  /** `force` closes without asking (the group's exclusivity, `App.closeAll`). */
  | { type: 'window.close'; force?: boolean }
  /** Minimizes, or restores with `minimized: false`; toggles without it. */
  | { type: 'window.minimize'; minimized?: boolean }
  | { type: 'window.resize'; width: number }
  | { type: 'close.confirm' }
  | { type: 'close.cancel' }
  | { type: 'form.change'; dirty: boolean }
  | { type: 'task.submit'; form?: Record<string, string> }
  | { type: 'task.complete' }
  | { type: 'drag.start'; x: number; y: number; box: WindowBox }
  | { type: 'drag.move'; x: number; y: number }
  | { type: 'drag.end' }
  /** A keyboard move (the move button's arrow keys): by `dx`, `dy` px from the window's box. */
  | { type: 'window.move'; dx: number; dy: number; box: WindowBox }
  /** The viewport changed (the watcher sends it), or the app's mobile mode switched (`mobile`, read as given). */
  | { type: 'viewport.change'; mobile?: boolean };

/** What the widget window emits: the widget's lifecycle events (spec 1, section 4). */
export type WidgetWindowEmitted =
  | { type: 'opened' }
  | { type: 'closed' }
  | { type: 'minimized' }
  | { type: 'unminimized' }
  /** Closed before the widget's task completed. */
  | { type: 'cancelled' }
  | { type: 'submitted'; form: Record<string, string> }
  | { type: 'completed' }
  /** The window was dragged: where to. */
  | { type: 'moved'; position: WindowPosition };
