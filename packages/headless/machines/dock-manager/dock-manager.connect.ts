import type { SnapshotFrom } from 'xstate';
import { dockManagerAnatomy } from './dock-manager.anatomy';
import { findEntry } from './dock-manager.layout';
import type { DockManagerMachine } from './dock-manager.machine';
import type {
  DockEntry,
  DockManagerEvent,
  DockRegistration,
  DockViewType,
} from './dock-manager.types';

/** A registered view as views render it: its registry entry and the layout style to use. */
export interface DockViewModel extends DockEntry {
  /** Whether the view uses its mobile style (mobile mode applies). */
  mobile: boolean;
}

/** Props for a docked window's root element. */
export interface DockViewProps {
  /** Component the part belongs to. */
  'data-scope': 'dock-manager';
  /** Part name. */
  'data-part': 'view';
  /** `docked` at its offset, `mobile` in the mobile style, `unregistered` until registered. */
  'data-state': 'docked' | 'mobile' | 'unregistered';
  /** Plugin the view belongs to. */
  'data-plugin': string;
  /** Present while mobile mode applies. */
  'data-mobile': true | undefined;
  /**
   * While docked, the offset from the right edge, as `right` and as `--cx-dock-offset` for stylesheets.
   * In mobile mode, `--cx-dock-stack`: how many dock views registered before this one, so that
   * minimized windows, each a bar along the bottom edge, stack instead of covering each other.
   */
  style: { right?: string; '--cx-dock-offset'?: string; '--cx-dock-stack'?: string };
}

/** Props for the element that holds the side buttons. */
export interface SideButtonGroupProps {
  /** Component the part belongs to. */
  'data-scope': 'dock-manager';
  /** Part name. */
  'data-part': 'side-button-group';
  /** `visible` while at least one side button is. */
  'data-state': 'visible' | 'hidden';
  /** Present while mobile mode applies. */
  'data-mobile': true | undefined;
  /** In mobile mode, `--cx-dock-stack`: the number of dock views, whose bars the buttons sit above. */
  style: { '--cx-dock-stack'?: string };
}

/** Props for one side button. */
export interface SideButtonProps {
  /** Component the part belongs to. */
  'data-scope': 'dock-manager';
  /** Part name. */
  'data-part': 'side-button';
  /** `visible` once registered and its delay has passed. */
  'data-state': 'visible' | 'hidden';
  /** Plugin the button belongs to. */
  'data-plugin': string;
  /** Present while mobile mode applies. */
  'data-mobile': true | undefined;
  /** Hidden until visible, so that assistive technologies skip it too. */
  hidden: boolean;
}

/** What views use of the dock manager: the registry, commands and prop getters. */
export interface DockManagerApi {
  /** Whether mobile mode applies. */
  isMobile: boolean;
  /** Every registered view, in registration order. */
  entries: DockViewModel[];
  /** Registered dock views, rightmost first. */
  dockViews: DockViewModel[];
  /** Registered side buttons, in registration order. */
  sideButtons: DockViewModel[];
  /** The view of a plugin, if registered. */
  getView(plugin: string, viewType?: DockViewType): DockViewModel | undefined;
  /** Registers a view; a second registration of the same view, or one without content, is refused. */
  register(registration: DockRegistration): void;
  /** Removes a view; the others move to close the gap. */
  deregister(plugin: string, viewType?: DockViewType): void;
  /** Reports a view's measured width in CSS px; the views to its left move. */
  resize(plugin: string, width: number, viewType?: DockViewType): void;
  /** Shows a side button at once instead of after its delay. */
  showSideButton(plugin: string): void;
  /** Switches mobile mode on or off. */
  setMobile(mobile: boolean): void;
  /** Props for a plugin's docked window. */
  getDockViewProps(plugin: string): DockViewProps;
  /** Props for the side button group. */
  getSideButtonGroupProps(): SideButtonGroupProps;
  /** Props for a plugin's side button. */
  getSideButtonProps(plugin: string): SideButtonProps;
}

/** The style of a docked view `position` px from the right edge. */
function dockedStyle(position: number): DockViewProps['style'] {
  const offset = `${position}px`;
  return { right: offset, '--cx-dock-offset': offset };
}

/** Turns a dock manager snapshot and the actor's `send` into the {@link DockManagerApi}. */
export function connect(
  snapshot: SnapshotFrom<DockManagerMachine>,
  send: (event: DockManagerEvent) => void,
): DockManagerApi {
  const { mobile } = snapshot.context;
  const entries = snapshot.context.entries.map((entry) => ({ ...entry, mobile }));
  const sideButtons = entries.filter((entry) => entry.viewType === 'sideButton');
  const dataMobile = mobile ? (true as const) : undefined;
  const dockViews = entries.filter((entry) => entry.viewType === 'dockView');
  const stack = (count: number) => (mobile ? { '--cx-dock-stack': String(count) } : {});
  const getView = (plugin: string, viewType: DockViewType = 'dockView') =>
    findEntry(entries, plugin, viewType);
  return {
    isMobile: mobile,
    entries,
    dockViews,
    sideButtons,
    getView,
    register: (registration) => send({ type: 'view.register', ...registration }),
    deregister: (plugin, viewType) => send({ type: 'view.deregister', plugin, viewType }),
    resize: (plugin, width, viewType) => send({ type: 'view.resize', plugin, width, viewType }),
    showSideButton: (plugin) => send({ type: 'sideButton.show', plugin }),
    setMobile: (next) => send({ type: 'mobile.set', mobile: next }),
    getDockViewProps: (plugin) => {
      const view = getView(plugin);
      const docked = view !== undefined && !mobile;
      return {
        ...dockManagerAnatomy.view.attrs,
        'data-state': docked ? 'docked' : view ? 'mobile' : 'unregistered',
        'data-plugin': plugin,
        'data-mobile': dataMobile,
        style: docked ? dockedStyle(view.position) : view ? stack(dockViews.indexOf(view)) : {},
      };
    },
    getSideButtonGroupProps: () => ({
      ...dockManagerAnatomy.sideButtonGroup.attrs,
      'data-state': sideButtons.some((button) => button.visible) ? 'visible' : 'hidden',
      'data-mobile': dataMobile,
      style: stack(dockViews.length),
    }),
    getSideButtonProps: (plugin) => {
      const visible = getView(plugin, 'sideButton')?.visible === true;
      return {
        ...dockManagerAnatomy.sideButton.attrs,
        'data-state': visible ? 'visible' : 'hidden',
        'data-plugin': plugin,
        'data-mobile': dataMobile,
        hidden: !visible,
      };
    },
  };
}
