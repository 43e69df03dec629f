import { useContext, useState, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  connect,
  selectCallUsView,
  type CallUsApi,
  type CallUsView,
} from '../machines/call-us/call-us.connect';
import type { CallUsMachine } from '../machines/call-us/call-us.machine';
import type { CallUsOptionsInput } from '../machines/call-us/call-us.options';
import type { CoBrowseLink, OverlayArbiter } from '../machines/call-us/call-us.types';
import { callUsWidget } from '../machines/call-us/call-us.widget';
import { CxContext } from './cx-context';
import { useAppMobileMode, useWindowSurroundings } from './use-window-parts';
import { createBinding, useWidget, type BoundApi } from './widget-binding';
import { viewArbiterOf } from '../machines/view-reservation/view-arbiter';

/** What {@link useCallUs} returns: the overlay api plus escape hatches. */
export type UseCallUsReturn = BoundApi<ActorRefFrom<CallUsMachine>, CallUsView, CallUsApi>;

const callUsBinding = createBinding({
  hook: 'useCallUs',
  provider: 'CallUsProvider',
  select: selectCallUsView,
  connect,
});

/** The context `CallUsProvider` puts the call-us actor in. */
export const CallUsContext = callUsBinding.Context;

/** Props of {@link CallUsProvider}; all are read on mount. */
export interface CallUsProviderProps {
  /** Settings (`_genesys.widgets.callus`), checked: bad ones throw, naming each. */
  options?: CallUsOptionsInput;
  /** Co-browse, for the offer. @default the bus's `CoBrowse` bridge */
  coBrowse?: CoBrowseLink;
  /** The overlay view's arbiter. @default the app's (`CxContextValue.views`), none outside a `CxProvider` */
  overlay?: OverlayArbiter;
  /** The overlay and whatever reads it. */
  children?: ReactNode;
}

/**
 * Runs the Call Us widget (`callUsWidget` of the widget kit) in the app's window group (an
 * exclusive channel) and mobile mode, and registers the `CallUs` plugin on the app's bus.
 */
export function CallUsProvider({ options, coBrowse, overlay, children }: CallUsProviderProps) {
  const cx = useContext(CxContext);
  const { dock: _dock, ...surroundings } = useWindowSurroundings({ dock: null });
  const [input] = useState(() => ({
    ...surroundings,
    options,
    ...(coBrowse ? { coBrowse } : {}),
    ...(overlay ? { overlay } : cx?.views ? { overlay: viewArbiterOf(cx.views.overlay) } : {}),
    ...(cx?.windows ? { group: cx.windows } : {}),
  }));
  const { callUs } = useWidget(callUsWidget, input);
  useAppMobileMode(callUs);
  return <CallUsContext value={callUs}>{children}</CallUsContext>;
}

/** The Call Us overlay: whether it shows, its numbers and hours, the co-browse offer, commands and prop getters. */
export function useCallUs(): UseCallUsReturn {
  return callUsBinding.useApi();
}
