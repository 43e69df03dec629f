import { useContext, useState, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  connect,
  selectSidebarView,
  type SidebarApi,
  type SidebarView,
} from '../machines/sidebar/sidebar.connect';
import type { SidebarMachine } from '../machines/sidebar/sidebar.machine';
import type { SidebarOptionsInput, SidebarTimings } from '../machines/sidebar/sidebar.options';
import {
  sidebarWidget,
  type SidebarChannelRunner,
  type SidebarRuntimeInput,
} from '../machines/sidebar/sidebar.widget';
import { viewArbiterOf, type ViewArbiter } from '../machines/view-reservation/view-arbiter';
import type { WindowPartsInput } from '../machines/widget-window/widget-window.types';
import { CxContext } from './cx-context';
import { useAppMobileMode, useWindowSurroundings } from './use-window-parts';
import { createBinding, useWidget, type BoundApi } from './widget-binding';

/** What {@link useSidebar} returns: the sidebar api plus escape hatches. */
export type UseSidebarReturn = BoundApi<ActorRefFrom<SidebarMachine>, SidebarView, SidebarApi>;

const sidebarBinding = createBinding({
  hook: 'useSidebar',
  provider: 'SidebarProvider',
  select: selectSidebarView,
  connect,
});

/** The context `SidebarProvider` puts the sidebar actor in. */
export const SidebarContext = sidebarBinding.Context;

/** Props of {@link SidebarProvider}; all are read on mount. */
export interface SidebarProviderProps extends Pick<WindowPartsInput, 'isMobile' | 'viewport'> {
  /** Settings (`_genesys.widgets.sidebar`), checked: bad ones throw, naming each. */
  options?: SidebarOptionsInput;
  /** The page overlay's arbiter, for the mobile list. @default the app's (`CxContextValue.views`), none outside a `CxProvider` */
  overlay?: ViewArbiter;
  /** The expand and contract delays. @default the spec's 250 ms and 500 ms */
  timings?: Partial<SidebarTimings>;
  /** Runs a chosen channel. @default its `onClick`, else its `clickCommand` on the bus */
  run?: SidebarChannelRunner;
  /** Told when a chosen channel's command fails. @default a console warning */
  onRunError?: SidebarRuntimeInput['onRunError'];
  /** The sidebar's view and whatever reads it. */
  children?: ReactNode;
}

/**
 * Runs the sidebar widget (`sidebarWidget` of the widget kit) in the app's mobile mode, with the
 * page's overlay for its mobile list, and registers the `SideBar` plugin on the app's bus.
 */
export function SidebarProvider({
  options,
  overlay,
  timings,
  run,
  onRunError,
  isMobile,
  viewport,
  children,
}: SidebarProviderProps) {
  const cx = useContext(CxContext);
  const { dock: _dock, ...surroundings } = useWindowSurroundings({
    dock: null,
    ...(isMobile ? { isMobile } : {}),
    ...(viewport ? { viewport } : {}),
  });
  const [input] = useState<SidebarRuntimeInput>(() => ({
    ...surroundings,
    options,
    ...(overlay ? { overlay } : cx?.views ? { overlay: viewArbiterOf(cx.views.overlay) } : {}),
    ...(timings ? { timings } : {}),
    ...(run ? { run } : {}),
    ...(onRunError ? { onRunError } : {}),
  }));
  const { sidebar } = useWidget(sidebarWidget, input);
  useAppMobileMode(sidebar);
  return <SidebarContext value={sidebar}>{children}</SidebarContext>;
}

/** The sidebar: open or hidden, contracted or expanded, its channels, the mobile list, commands and prop getters. */
export function useSidebar(): UseSidebarReturn {
  return sidebarBinding.useApi();
}
