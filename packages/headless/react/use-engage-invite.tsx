import { useContext, useState, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  connect,
  selectEngageInviteView,
  type EngageInviteApi,
  type EngageInviteView,
} from '../machines/engage-invite/engage-invite.connect';
import type { EngageInviteMachine } from '../machines/engage-invite/engage-invite.machine';
import type { MediaBusy } from '../machines/engage-invite/engage-invite.types';
import {
  engageInviteWidget,
  type PageExitSignal,
} from '../machines/engage-invite/engage-invite.widget';
import { viewArbiterOf, type ViewArbiter } from '../machines/view-reservation/view-arbiter';
import { CxContext } from './cx-context';
import { createBinding, useWidget, type BoundApi } from './widget-binding';

/** What {@link useEngageInvite} returns: the invite api plus escape hatches. */
export type UseEngageInviteReturn = BoundApi<
  ActorRefFrom<EngageInviteMachine>,
  EngageInviteView,
  EngageInviteApi
>;

const engageBinding = createBinding({
  hook: 'useEngageInvite',
  provider: 'EngageInviteProvider',
  select: selectEngageInviteView,
  connect,
});

/** The context `EngageInviteProvider` puts the invite actor in. */
export const EngageInviteContext = engageBinding.Context;

/** Props of {@link EngageInviteProvider}; all are read on mount. */
export interface EngageInviteProviderProps {
  /** The toaster's arbiter. @default the app's (`CxContextValue.views`), none outside a `CxProvider` */
  toaster?: ViewArbiter;
  /** Whether a contact channel is open. @default followed on the bus */
  mediaBusy?: MediaBusy;
  /** The page being left. @default the window's `pagehide` */
  pageExit?: PageExitSignal;
  /** Base of the elements' ids. @default 'cx-engage' */
  id?: string;
  /** The toast and whatever reads it. */
  children?: ReactNode;
}

/**
 * Runs the engage invite (`engageInviteWidget` of the widget kit) in the app's toaster and
 * registers the `Engage` plugin on the app's bus.
 */
export function EngageInviteProvider({
  toaster,
  mediaBusy,
  pageExit,
  id,
  children,
}: EngageInviteProviderProps) {
  const cx = useContext(CxContext);
  const [input] = useState(() => ({
    ...(toaster ? { toaster } : cx?.views ? { toaster: viewArbiterOf(cx.views.toaster) } : {}),
    ...(mediaBusy ? { mediaBusy } : {}),
    ...(pageExit ? { pageExit } : {}),
    ...(id ? { id } : {}),
  }));
  const { invite } = useWidget(engageInviteWidget, input);
  return <EngageInviteContext value={invite}>{children}</EngageInviteContext>;
}

/** The engage invite toast: whether it shows, its texts, accept / decline / close and prop getters. */
export function useEngageInvite(): UseEngageInviteReturn {
  return engageBinding.useApi();
}
