import type { Actor, ActorRefFrom } from 'xstate';
import { BusError } from '../../bus/bus-errors';
import { command, declarePlugin, definePlugin, event } from '../../kit/define-plugin';
import type { CommandsOf, EventsOf } from '../../kit/plugin.types';
import type { DockManagerMachine } from './dock-manager.machine';
import type { DockEntry, DockManagerEvent, DockViewType } from './dock-manager.types';

/** Options of `WindowManager.registerDockView`. */
export interface RegisterDockViewOptions {
  /** The view's content (the legacy bus's html, or a framework element). */
  html?: unknown;
  /** The plugin the view belongs to. @default the commanding plugin */
  plugin?: string;
  /** Width in CSS px, if already measured. */
  width?: number;
}

/** Options of `WindowManager.registerSideButton`. */
export interface RegisterSideButtonOptions {
  /** The button's template (html, or a framework element). */
  template?: unknown;
  /** The plugin the button belongs to. @default the commanding plugin */
  plugin?: string;
}

/** Options of `WindowManager.deregisterDockView` and `WindowManager.changed`. */
export interface DockViewTarget {
  /** The plugin the view belongs to. @default the commanding plugin */
  plugin?: string;
  /** Which of its views. @default 'dockView' */
  viewType?: DockViewType;
  /** For `changed`: the view's new width in CSS px. */
  width?: number;
}

/** The dock layout as `WindowManager.changed` tells it. */
export interface DockLayout {
  /** Every view in registration order, with its offset. */
  entries: DockEntry[];
  /** Whether mobile mode applies. */
  mobile: boolean;
}

/** The `WindowManager` plugin's table (spec 2, dock; protocols 8.3): the dock manager on the bus. */
export const dockManagerManifest = declarePlugin({
  name: 'WindowManager',
  commands: {
    registerDockView: command<RegisterDockViewOptions | undefined, DockEntry>(),
    deregisterDockView: command<DockViewTarget | undefined>(),
    registerSideButton: command<RegisterSideButtonOptions | undefined, DockEntry>(),
    changed: command<DockViewTarget | undefined, DockLayout>(),
  },
  events: {
    added: event<DockEntry>(),
    removed: event<DockEntry>(),
    changed: event<DockLayout>(),
  },
});

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace CxKit {
    interface Commands extends CommandsOf<typeof dockManagerManifest> {}
    interface Events extends EventsOf<typeof dockManagerManifest> {}
  }
}

/** What the `WindowManager` plugin drives: the dock manager actor. */
export type DockManagerTarget = Actor<DockManagerMachine> | ActorRefFrom<DockManagerMachine>;

/** Sends a registration change, and throws the dock's refusal (duplicate, no content, unknown) as the command's. */
function change(dock: DockManagerTarget, request: DockManagerEvent): void {
  let refusal: string | undefined;
  const subscription = dock.on('error', ({ message }) => {
    refusal = message;
  });
  dock.send(request);
  subscription.unsubscribe();
  if (refusal !== undefined) throw new BusError('invalidOptions', refusal);
}

function entryOf(dock: DockManagerTarget, plugin: string, viewType: DockViewType): DockEntry {
  const entry = dock
    .getSnapshot()
    .context.entries.find((item) => item.plugin === plugin && item.viewType === viewType);
  return entry!;
}

const layoutOf = (dock: DockManagerTarget): DockLayout => ({
  entries: dock.getSnapshot().context.entries,
  mobile: dock.getSnapshot().context.mobile,
});

/**
 * The `WindowManager` plugin: other plugins register their dock views and side buttons by command
 * (each under its own name unless it names another), and the layout's changes go out as events.
 */
export const dockManagerPlugin = definePlugin<DockManagerTarget, typeof dockManagerManifest>(
  dockManagerManifest,
  {
    commands: {
      registerDockView: (options, { target, commander }) => {
        const plugin = options?.plugin ?? commander;
        change(target, {
          type: 'view.register',
          plugin,
          viewType: 'dockView',
          content: options?.html as string | object | undefined,
          width: options?.width,
        });
        return entryOf(target, plugin, 'dockView');
      },
      registerSideButton: (options, { target, commander }) => {
        const plugin = options?.plugin ?? commander;
        change(target, {
          type: 'view.register',
          plugin,
          viewType: 'sideButton',
          content: options?.template as string | object | undefined,
        });
        return entryOf(target, plugin, 'sideButton');
      },
      deregisterDockView: (options, { target, commander }) => {
        change(target, {
          type: 'view.deregister',
          plugin: options?.plugin ?? commander,
          viewType: options?.viewType,
        });
        return undefined;
      },
      changed: (options, { target, commander }) => {
        if (options?.width !== undefined) {
          change(target, {
            type: 'view.resize',
            plugin: options.plugin ?? commander,
            viewType: options.viewType,
            width: options.width,
          });
        }
        return layoutOf(target);
      },
    },
    publish: (target, plugin) => {
      const subscriptions = [
        target.on('added', ({ entry }) => plugin.publish('added', entry)),
        target.on('removed', ({ entry }) => plugin.publish('removed', entry)),
        target.on('changed', ({ entries, mobile }) =>
          plugin.publish('changed', { entries, mobile }),
        ),
      ];
      return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
    },
  },
);
