/** Kinds of view the dock manager places: windows docked at the bottom right, or side buttons. */
export type DockViewType = 'dockView' | 'sideButton';

/**
 * What a registered view shows: the bus's html or side button template, or a framework's element.
 * The machine only checks that it is there; it never renders it.
 */
export type DockContent = string | object;

/** What a plugin gives to register one view. */
export interface DockRegistration {
  /** Name of the plugin the view belongs to, e.g. `WebChat`; one view of each type per plugin. */
  plugin: string;
  /** Kind of view. @default 'dockView' */
  viewType?: DockViewType;
  /** What the view shows; missing, `null` or a blank string is refused. */
  content?: DockContent | null;
  /** Width in CSS px, if already measured (views report it later with `view.resize`). @default 0 */
  width?: number;
}

/** One registered view (spec 2, section 3, dock registry entry). */
export interface DockEntry {
  /** Name of the plugin the view belongs to. */
  plugin: string;
  /** Kind of view. */
  viewType: DockViewType;
  /** What the view shows. */
  content: DockContent;
  /** When the view was registered (epoch ms, from the injected clock). */
  addedAt: number;
  /** When the view's position, width or visibility last changed (epoch ms). */
  modifiedAt: number;
  /** Offset from the right edge of the page in CSS px (side buttons sit on the edge: 0). */
  position: number;
  /** Width in CSS px as last reported. */
  width: number;
  /** Whether the view is shown; side buttons become visible `sideButtonDelay` after registering. */
  visible: boolean;
}

/** Layout and timing settings of the dock manager (spec 2, section 9). */
export interface DockManagerOptions {
  /** Right offset of the first dock view in CSS px. @default 55 */
  firstOffset: number;
  /** Space between two dock views in CSS px. @default 24 */
  gap: number;
  /** Milliseconds between a side button's registration and its appearance. @default 1000 */
  sideButtonDelay: number;
}

/** Input of the dock manager. */
export interface DockManagerInput extends Partial<DockManagerOptions> {
  /** Whether mobile mode applies at start. @default false */
  mobile?: boolean;
  /** Clock for the entries' times. @default Date.now */
  now?: () => number;
}

/** Context of the dock manager. */
export interface DockManagerContext {
  /** Registered views in registration order. */
  entries: DockEntry[];
  /** Whether mobile mode applies: views use their mobile style. */
  mobile: boolean;
  /** Layout and timing settings. */
  options: DockManagerOptions;
  /** Clock for the entries' times. */
  now: () => number;
}

/** Events the dock manager accepts; it raises `sideButton.show` itself, `sideButtonDelay` after a side button registers. */
export type DockManagerEvent =
  | ({ type: 'view.register' } & DockRegistration)
  | { type: 'view.deregister'; plugin: string; viewType?: DockViewType }
  | { type: 'view.resize'; plugin: string; width: number; viewType?: DockViewType }
  | { type: 'sideButton.show'; plugin: string }
  | { type: 'mobile.set'; mobile: boolean };

/** Why the dock manager refused a command. */
export type DockErrorCode = 'alreadyRegistered' | 'missingContent' | 'notRegistered';

/** A refused command, with an English text for logs and developer consoles. */
export interface DockError {
  /** Stable machine-readable reason. */
  code: DockErrorCode;
  /** Plugin named by the refused command. */
  plugin: string;
  /** Kind of view named by the refused command. */
  viewType: DockViewType;
  /** What went wrong, in English. */
  message: string;
}

/**
 * Notifications the dock manager emits (a bus plugin republishes them as the dock's events): `added`,
 * `removed` and `shown` name one view, then `changed` gives the whole new layout.
 */
export type DockManagerEmitted =
  | { type: 'added'; entry: DockEntry }
  | { type: 'removed'; entry: DockEntry }
  | { type: 'shown'; entry: DockEntry }
  | { type: 'changed'; entries: DockEntry[]; mobile: boolean }
  | { type: 'mobileMode'; mobile: boolean }
  | ({ type: 'error' } & DockError);
