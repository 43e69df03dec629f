import { useContext, useState, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  connect,
  selectClickToCallView,
  type ClickToCallApi,
  type ClickToCallView,
} from '../machines/click-to-call/click-to-call.connect';
import type { ClickToCallMachine } from '../machines/click-to-call/click-to-call.machine';
import type { ClickToCallOptionsInput } from '../machines/click-to-call/click-to-call.options';
import { createClickToCallOpenFlag } from '../machines/click-to-call/click-to-call.store';
import type {
  ClickToCallRequester,
  ClickToCallRestorer,
  ClickToCallWaitTimeReader,
} from '../machines/click-to-call/click-to-call.types';
import { clickToCallWidget } from '../machines/click-to-call/click-to-call.widget';
import type { StateStore } from '../machines/widget-window/widget-window.types';
import {
  createDocumentCookieBackend,
  createMemoryCookieBackend,
} from '../services/cookies/cookie-backend';
import { createCookieStore } from '../services/cookies/cookie-store';
import { CxContext } from './cx-context';
import { useAppMobileMode, useWindowSurroundings } from './use-window-parts';
import { createBinding, useWidget, type BoundApi } from './widget-binding';

/** What {@link useClickToCall} returns: the window api plus escape hatches. */
export type UseClickToCallReturn = BoundApi<
  ActorRefFrom<ClickToCallMachine>,
  ClickToCallView,
  ClickToCallApi
>;

const clickToCallBinding = createBinding({
  hook: 'useClickToCall',
  provider: 'ClickToCallProvider',
  select: selectClickToCallView,
  connect,
});

/** The context `ClickToCallProvider` puts the click-to-call actor in. */
export const ClickToCallContext = clickToCallBinding.Context;

/** Props of {@link ClickToCallProvider}; all are read on mount. */
export interface ClickToCallProviderProps {
  /** Window settings (`_genesys.widgets.clicktocall`'s window keys), checked: bad ones throw, naming each. */
  options?: ClickToCallOptionsInput;
  /** Requests a number. @default the bus's `<servicePlugin>.requestNumber`, answered by its `numberReceived` */
  requestNumber?: ClickToCallRequester;
  /** Reads the kept number. @default the bus's `<servicePlugin>.restore` */
  restoreNumber?: ClickToCallRestorer;
  /** Reads a queue's wait time in seconds. @default the bus's `StatsService.getStats` */
  fetchWaitTime?: ClickToCallWaitTimeReader;
  /** Keeps whether a number shows. @default the `_genesys.widgets.clicktocall.state.open` cookie (memory on a server) */
  openFlag?: StateStore<boolean>;
  /** The window and whatever reads it. */
  children?: ReactNode;
}

/** The page's `_genesys.widgets.clicktocall.state.open` cookie, named as the Genesys widget names it. */
function documentOpenFlag(): StateStore<boolean> {
  const backend =
    typeof document === 'undefined' ? createMemoryCookieBackend() : createDocumentCookieBackend();
  return createClickToCallOpenFlag(createCookieStore({ prefix: '', backend }));
}

/**
 * Runs the ClickToCall widget (`clickToCallWidget` of the widget kit) in the app's window group and
 * the nearest dock, in the app's mobile mode, and registers the `ClickToCall` plugin on the app's
 * bus; a number shown before a reload shows again.
 */
export function ClickToCallProvider({
  options,
  requestNumber,
  restoreNumber,
  fetchWaitTime,
  openFlag,
  children,
}: ClickToCallProviderProps) {
  const cx = useContext(CxContext);
  const surroundings = useWindowSurroundings();
  const [input] = useState(() => ({
    ...surroundings,
    options,
    openFlag: openFlag ?? documentOpenFlag(),
    ...(requestNumber ? { requestNumber } : {}),
    ...(restoreNumber ? { restoreNumber } : {}),
    ...(fetchWaitTime ? { fetchWaitTime } : {}),
    ...(cx?.windows ? { group: cx.windows } : {}),
  }));
  const { clickToCall } = useWidget(clickToCallWidget, input);
  useAppMobileMode(clickToCall);
  return <ClickToCallContext value={clickToCall}>{children}</ClickToCallContext>;
}

/**
 * The ClickToCall window: where it is, its step (the form, the request, the number to dial, the
 * expiry), the dialogs, the countdown and the wait time, with their commands and prop getters.
 */
export function useClickToCall(): UseClickToCallReturn {
  return clickToCallBinding.useApi();
}
