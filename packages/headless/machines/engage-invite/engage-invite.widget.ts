import type { Bus } from '../../bus/bus.types';
import { bindPlugin, defineWidget } from '../../kit/widget-runtime';
import type { ViewArbiter } from '../view-reservation/view-arbiter';
import { engageInviteMachine } from './engage-invite.machine';
import { engageManifest } from './engage-invite.manifest';
import { watchBusyMedia, type MediaWatch } from './engage-invite.media';
import { engagePlugin } from './engage-invite.plugin';
import type { EngageInviteTarget } from './engage-invite.plugin';
import type { MediaBusy } from './engage-invite.types';

/** Where the page tells it is being left (`pagehide`); returns the unsubscribe. */
export type PageExitSignal = (listener: () => void) => () => void;

/** What the engage invite's runtime is made from (the `EngageInviteProvider` props, resolved). */
export interface EngageInviteRuntimeInput {
  /** The page's toaster arbiter. @default none */
  toaster?: ViewArbiter;
  /** Whether a contact channel is open. @default followed on the bus (`watchBusyMedia`) */
  mediaBusy?: MediaBusy;
  /** The page being left. @default the window's `pagehide`, none outside a browser */
  pageExit?: PageExitSignal;
  /** Base of the elements' ids. @default 'cx-engage' */
  id?: string;
}

/** The window's `pagehide`, or nothing outside a browser. */
export const windowPageExit: PageExitSignal = (listener) => {
  if (typeof window === 'undefined') return () => undefined;
  window.addEventListener('pagehide', listener);
  return () => window.removeEventListener('pagehide', listener);
};

/** Runs each accepted invite's command on the bus, as the `Engage` plugin (spec 1: accepted runs the configured command). */
export function runAcceptedCommands(target: EngageInviteTarget, bus: Bus): () => void {
  const subscription = target.on('disposition', ({ outcome }) => {
    if (outcome.result !== 'accept' || outcome.command === undefined) return;
    bus.untyped.command(outcome.command, outcome.data, engageManifest.name).catch(() => undefined);
  });
  return () => subscription.unsubscribe();
}

// The bus watch each runtime's input made, so its link can stop it.
const mediaWatches = new WeakMap<EngageInviteRuntimeInput, MediaWatch>();

/**
 * The engage invite on the widget kit: the invite actor (in the page's toaster), its `Engage`
 * plugin, the bus command an accepted invite runs, and the page exit it reports.
 */
export const engageInviteWidget = defineWidget({
  name: 'Engage',
  machines: { invite: engageInviteMachine },
  inputs: (input: EngageInviteRuntimeInput, { bus }) => {
    let mediaBusy = input.mediaBusy;
    if (!mediaBusy) {
      const watch = watchBusyMedia(bus);
      mediaWatches.set(input, watch);
      mediaBusy = watch.isBusy;
    }
    return {
      invite: {
        mediaBusy,
        ...(input.toaster ? { toaster: input.toaster } : {}),
        ...(input.id ? { id: input.id } : {}),
      },
    };
  },
  link: ({ invite }, input, { bus }) => [
    runAcceptedCommands(invite, bus),
    (input.pageExit ?? windowPageExit)(() => invite.send({ type: 'page.exit' })),
    () => mediaWatches.get(input)?.stop(),
  ],
  plugins: ({ invite }) => [bindPlugin(engagePlugin, invite)],
});
