import { fromCallback } from 'xstate';
import type { ViewportSignal } from '../../services/signals/signals.types';
import type { WidgetWindowEvent, WindowDock, WindowGroup } from './widget-window.types';

/** What the dock registration actor is told: the window shows, hides, or was measured. */
export type DockRegistrationEvent =
  | { type: 'dock.join'; width: number }
  | { type: 'dock.leave' }
  | { type: 'dock.resize'; width: number };

/**
 * Keeps the window's dock view registered while it shows (once, so that minimizing and restoring keep
 * its place in the stack), and deregisters it when the window closes or the actor stops.
 */
export const dockRegistration = fromCallback<
  DockRegistrationEvent,
  { dock: WindowDock | undefined; name: string }
>(({ input: { dock, name }, receive }) => {
  let joined = false;
  receive((event) => {
    if (!dock) return;
    if (event.type === 'dock.join' && !joined) {
      joined = true;
      dock.register({ plugin: name, content: name, width: event.width });
    } else if (event.type === 'dock.leave' && joined) {
      joined = false;
      dock.deregister(name);
    } else if (event.type === 'dock.resize' && joined) {
      dock.resize(name, event.width);
    }
  });
  return () => {
    if (joined) dock?.deregister(name);
  };
});

/**
 * Joins the app's window group while the actor runs: the group closes the window without asking, and
 * the window's `group.opened` reaches the group from here rather than from a custom action, since
 * the group closes other window actors at once.
 */
export const groupMembership = fromCallback<
  { type: 'group.opened' },
  { group: WindowGroup | undefined; name: string }
>(({ input: { group, name }, sendBack, receive }) => {
  receive(() => group?.opened(name));
  return group?.join({ name, close: () => sendBack({ type: 'window.close', force: true }) });
});

/** Reports each change of the viewport, so the window re-reads mobile mode and keeps inside it. */
export const viewportWatch = fromCallback<{ type: 'viewport.none' }, { viewport: ViewportSignal }>(
  ({ input: { viewport }, sendBack }) =>
    viewport.subscribe(() => sendBack({ type: 'viewport.change' } satisfies WidgetWindowEvent)),
);
