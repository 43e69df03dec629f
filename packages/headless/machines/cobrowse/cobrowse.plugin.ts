import type { Actor, ActorRefFrom } from 'xstate';
import { definePlugin } from '../../kit/define-plugin';
import { coBrowseStateOf, selectCoBrowseView } from './cobrowse.connect';
import type { CoBrowseMachine } from './cobrowse.machine';
import { coBrowseManifest, type CoBrowseState } from './cobrowse.manifest';
import { resolveCoBrowseOptions } from './cobrowse.options';

/** What the `CoBrowse` plugin drives: the bridge actor. */
export type CoBrowseTarget = Actor<CoBrowseMachine> | ActorRefFrom<CoBrowseMachine>;

/** The bridge's state as `CoBrowse.getState` answers it. */
export function coBrowseStateOfTarget(target: CoBrowseTarget): CoBrowseState {
  return coBrowseStateOf(selectCoBrowseView(target.getSnapshot()));
}

const sameState = (a: CoBrowseState, b: CoBrowseState) =>
  a.online === b.online && a.active === b.active && a.pending === b.pending;

/**
 * The `CoBrowse` plugin (spec 1, sections 4 and 8): `configure` loads the script, `open` / `close`
 * drive the warning dialog, `startSession` (refused while a start is pending, or offline) and
 * `stopSession` drive the session, and `getState` answers `{ online, active, pending }`. It publishes
 * `stateChanged` on every change of that state, and the machine's notifications as events.
 */
export const coBrowsePlugin = definePlugin<CoBrowseTarget, typeof coBrowseManifest>(
  coBrowseManifest,
  {
    commands: {
      configure: (options, { target }) => {
        target.send({
          type: 'bridge.configure',
          options: resolveCoBrowseOptions(options, target.getSnapshot().context.options),
        });
        return undefined;
      },
      open: (_options, { target, reject }) => {
        if (target.getSnapshot().matches({ dialog: 'open' })) reject('alreadyOpened');
        target.send({ type: 'dialog.open' });
        return undefined;
      },
      close: (_options, { target, reject }) => {
        if (target.getSnapshot().matches({ dialog: 'closed' })) reject('alreadyClosed');
        target.send({ type: 'dialog.close' });
        return undefined;
      },
      startSession: (_options, { target, reject }) => {
        const state = coBrowseStateOfTarget(target);
        if (state.pending) reject('pending');
        if (!state.online) reject('offline');
        // A session already running is the one asked for: nothing more to start.
        target.send({ type: 'session.start' });
        return undefined;
      },
      stopSession: (_options, { target }) => {
        target.send({ type: 'session.stop' });
        return undefined;
      },
      getState: (_options, { target }) => coBrowseStateOfTarget(target),
    },
    publish: (target, plugin) => {
      let last = coBrowseStateOfTarget(target);
      const snapshots = target.subscribe(() => {
        const next = coBrowseStateOfTarget(target);
        if (sameState(last, next)) return;
        last = next;
        plugin.republish('stateChanged', next);
      });
      const notifications = target.on('*', (notification) => {
        if (notification.type === 'sessionStarted') {
          plugin.publish(
            'sessionStarted',
            notification.sessionId === undefined ? {} : { sessionId: notification.sessionId },
          );
        } else {
          plugin.publish(notification.type, undefined);
        }
      });
      return () => {
        snapshots.unsubscribe();
        notifications.unsubscribe();
      };
    },
  },
);
