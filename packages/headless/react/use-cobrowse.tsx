import { useState, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  connect,
  selectCoBrowseView,
  type CoBrowseApi,
  type CoBrowseView,
} from '../machines/cobrowse/cobrowse.connect';
import type { CoBrowseMachine } from '../machines/cobrowse/cobrowse.machine';
import type { CoBrowseOptionsInput } from '../machines/cobrowse/cobrowse.options';
import type { CoBrowseScriptLoader } from '../machines/cobrowse/cobrowse.types';
import { coBrowseWidget } from '../machines/cobrowse/cobrowse.widget';
import { createBinding, useWidget, type BoundApi } from './widget-binding';

/** What {@link useCoBrowse} returns: the bridge's api plus escape hatches. */
export type UseCoBrowseReturn = BoundApi<ActorRefFrom<CoBrowseMachine>, CoBrowseView, CoBrowseApi>;

const coBrowseBinding = createBinding({
  hook: 'useCoBrowse',
  provider: 'CoBrowseProvider',
  select: selectCoBrowseView,
  connect,
});

/** The context `CoBrowseProvider` puts the bridge actor in. */
export const CoBrowseContext = coBrowseBinding.Context;

/** Props of {@link CoBrowseProvider}; all are read on mount. */
export interface CoBrowseProviderProps {
  /** Settings (`_genesys.widgets.cobrowse`: `src`, `url`, ...); with a `src` the script loads at once. Bad ones throw, naming each. */
  options?: CoBrowseOptionsInput;
  /** Loads the script. @default a `<script>` element on the page, after setting `_genesys.cobrowse` */
  load?: CoBrowseScriptLoader;
  /** Base of the elements' ids. @default 'cx-cobrowse' */
  id?: string;
  /** The co-browse UI and whatever reads it. */
  children?: ReactNode;
}

/** Runs the co-browse bridge (`coBrowseWidget` of the widget kit) and registers the `CoBrowse` plugin on the app's bus. */
export function CoBrowseProvider({ options, load, id, children }: CoBrowseProviderProps) {
  const [input] = useState(() => ({
    ...(options ? { options } : {}),
    ...(load ? { load } : {}),
    ...(id ? { id } : {}),
  }));
  const { coBrowse } = useWidget(coBrowseWidget, input);
  return <CoBrowseContext value={coBrowse}>{children}</CoBrowseContext>;
}

/**
 * The co-browse bridge: whether the script is online, the pending start, the running session and
 * its code, the warning dialog, with their commands and prop getters.
 */
export function useCoBrowse(): UseCoBrowseReturn {
  return coBrowseBinding.useApi();
}
