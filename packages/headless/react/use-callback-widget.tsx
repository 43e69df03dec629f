import { useContext, useState, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  connect,
  selectCallbackView,
  type CallbackApi,
  type CallbackView,
} from '../machines/callback/callback.connect';
import type { CallbackMachine } from '../machines/callback/callback.machine';
import type { CallbackWindowOptionsInput } from '../machines/callback/callback.options';
import type { CallbackScheduler, WaitTimeReader } from '../machines/callback/callback.types';
import { callbackWidget } from '../machines/callback/callback.widget';
import { CxContext } from './cx-context';
import { useAppMobileMode, useWindowSurroundings } from './use-window-parts';
import { createBinding, useWidget, type BoundApi } from './widget-binding';

/** What {@link useCallbackWidget} returns: the window api plus escape hatches. */
export type UseCallbackWidgetReturn = BoundApi<
  ActorRefFrom<CallbackMachine>,
  CallbackView,
  CallbackApi
>;

const callbackBinding = createBinding({
  hook: 'useCallbackWidget',
  provider: 'CallbackProvider',
  select: selectCallbackView,
  connect,
});

/** The context `CallbackProvider` puts the callback actor in. */
export const CallbackContext = callbackBinding.Context;

/** Props of {@link CallbackProvider}; all are read on mount. */
export interface CallbackProviderProps {
  /** Window settings (`_genesys.widgets.callback`'s window keys), checked: bad ones throw, naming each. */
  options?: CallbackWindowOptionsInput;
  /** Books the callback. @default the bus's `<servicePlugin>.schedule` */
  schedule?: CallbackScheduler;
  /** Reads a queue's wait time in seconds. @default the bus's `StatsService.getStats` */
  fetchWaitTime?: WaitTimeReader;
  /** The visitor's language, for the country names. @default 'en' */
  locale?: string;
  /** The window and whatever reads it. */
  children?: ReactNode;
}

/**
 * Runs the Callback widget (`callbackWidget` of the widget kit) in the app's window group and the
 * nearest dock, in the app's mobile mode, and
 * registers the `Callback` plugin on the app's bus.
 */
export function CallbackProvider({
  options,
  schedule,
  fetchWaitTime,
  locale,
  children,
}: CallbackProviderProps) {
  const cx = useContext(CxContext);
  const surroundings = useWindowSurroundings();
  const [input] = useState(() => ({
    ...surroundings,
    options,
    ...(schedule ? { schedule } : {}),
    ...(fetchWaitTime ? { fetchWaitTime } : {}),
    ...(locale ? { locale } : {}),
    ...(cx?.windows ? { group: cx.windows } : {}),
  }));
  const { callback } = useWidget(callbackWidget, input);
  useAppMobileMode(callback);
  return <CallbackContext value={callback}>{children}</CallbackContext>;
}

/**
 * The Callback window ('Receive a Call'): where it is, its form, the time choice, the wait time, the
 * error dialog and the confirmation, with their commands and prop getters. (Named so as not to
 * shadow React's `useCallback`.)
 */
export function useCallbackWidget(): UseCallbackWidgetReturn {
  return callbackBinding.useApi();
}
