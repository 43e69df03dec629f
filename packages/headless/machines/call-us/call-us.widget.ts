import type { Bus } from '../../bus/bus.types';
import { bindPlugin, defineWidget } from '../../kit/widget-runtime';
import { coBrowseManifest } from '../cobrowse/cobrowse.manifest';
import type { WindowPartsInput } from '../widget-window/widget-window.types';
import { coBrowseOffline } from './call-us.logic';
import { callUsMachine } from './call-us.machine';
import { callUsManifest } from './call-us.manifest';
import type { CallUsOptionsInput } from './call-us.options';
import { callUsPlugin } from './call-us.plugin';
import type { CoBrowseLink, OverlayArbiter } from './call-us.types';

/** What the Call Us widget's runtime is made from (the `CallUsProvider` props, resolved). */
export interface CallUsRuntimeInput extends Pick<
  WindowPartsInput,
  'group' | 'isMobile' | 'viewport'
> {
  /** Settings (`_genesys.widgets.callus`). */
  options?: CallUsOptionsInput;
  /** Co-browse, for the offer. @default the bus's `CoBrowse` bridge ({@link busCoBrowse}) */
  coBrowse?: CoBrowseLink;
  /** The overlay view's arbiter. @default none */
  overlay?: OverlayArbiter;
}

/**
 * Co-browse through the bus's `CoBrowse` bridge (its table: `machines/cobrowse`): `getState` once
 * the bridge is on the bus (offline before, without asking the bus to load it), `stateChanged`, and
 * `open` for the offer.
 */
export function busCoBrowse(bus: Bus): CoBrowseLink {
  const name = coBrowseManifest.name;
  const present = () => bus.registry().some((plugin) => plugin.name === name);
  return {
    getState: () =>
      present()
        ? (bus.untyped.command(`${name}.getState`, undefined, callUsManifest.name) as ReturnType<
            CoBrowseLink['getState']
          >)
        : Promise.resolve(coBrowseOffline),
    subscribe: (listener) =>
      bus.untyped.subscribe(`${name}.stateChanged`, (event) =>
        listener(event.data as Parameters<typeof listener>[0]),
      ),
    start: () => bus.untyped.command(`${name}.open`, undefined, callUsManifest.name),
  };
}

/**
 * The Call Us widget on the widget kit: the overlay's actor (in the app's window group as
 * `CallUs`, an exclusive channel, which it joins itself), and the `CallUs` plugin (which takes over
 * the commands its lazy placeholder kept).
 */
export const callUsWidget = defineWidget({
  name: 'CallUs',
  machines: { callUs: callUsMachine },
  inputs: (input: CallUsRuntimeInput, { bus }) => ({
    callUs: {
      options: input.options,
      coBrowse: input.coBrowse ?? busCoBrowse(bus),
      ...(input.overlay ? { overlay: input.overlay } : {}),
      ...(input.group ? { group: input.group } : {}),
      ...(input.isMobile ? { isMobile: input.isMobile } : {}),
      ...(input.viewport ? { viewport: input.viewport } : {}),
    },
  }),
  plugins: ({ callUs }) => [bindPlugin(callUsPlugin, callUs)],
});
