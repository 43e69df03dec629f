import { useContext, useMemo, useState, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  connect,
  selectViewManagerView,
  type ViewManagerApi,
  type ViewManagerView,
} from '../machines/view-manager/view-manager.connect';
import type { ViewManagerMachine } from '../machines/view-manager/view-manager.machine';
import {
  overlayWidget,
  toasterWidget,
  type ViewWidgetInput,
} from '../machines/view-manager/view-manager.widget';
import type { ViewArbiterActor } from '../machines/view-reservation/view-arbiter';
import { CxContext } from './cx-context';
import { mergeProps } from './merge-props';
import { useModalFocus } from './use-modal-focus';
import { createBinding, useWidget, type BoundApi } from './widget-binding';

/** What {@link useOverlay} and {@link useToaster} return: the view api, focus included, and escape hatches. */
export type UseViewReturn = BoundApi<
  ActorRefFrom<ViewManagerMachine>,
  ViewManagerView,
  ViewManagerApi
>;

const overlayBinding = createBinding({
  hook: 'useOverlay',
  provider: 'OverlayProvider',
  select: selectViewManagerView,
  connect: (view: ViewManagerView, send) => connect(view, send),
});

const toasterBinding = createBinding({
  hook: 'useToaster',
  provider: 'ToasterProvider',
  select: selectViewManagerView,
  connect: (view: ViewManagerView, send) => connect(view, send),
});

/** The context `OverlayProvider` puts the overlay manager in. */
export const OverlayContext = overlayBinding.Context;
/** The context `ToasterProvider` puts the toaster manager in. */
export const ToasterContext = toasterBinding.Context;

/** Props of {@link OverlayProvider} and {@link ToasterProvider}; all are read on mount. */
export interface ViewProviderProps extends Partial<Omit<ViewWidgetInput, 'arbiter'>> {
  /** The view's arbiter. @default the app's (`CxContextValue.views`): a page has one of each */
  arbiter?: ViewArbiterActor;
  /** The view and whatever reads it. */
  children?: ReactNode;
}

function useViewInput(kind: 'overlay' | 'toaster', props: ViewProviderProps): ViewWidgetInput {
  const cx = useContext(CxContext);
  const [input] = useState(() => {
    const arbiter = props.arbiter ?? cx?.views?.[kind];
    if (!arbiter) {
      throw new Error(`The ${kind} needs the app's arbiter: put it inside <CxProvider>`);
    }
    return {
      arbiter,
      ...(props.openAnimation !== undefined ? { openAnimation: props.openAnimation } : {}),
      ...(props.closeAnimation !== undefined ? { closeAnimation: props.closeAnimation } : {}),
    };
  });
  return input;
}

/**
 * Runs the overlay manager (`overlayWidget`) on the app's overlay arbiter and registers the
 * `Overlay` plugin on the app's bus: `Overlay.open({ html })` then shows in `useOverlay`'s view.
 */
export function OverlayProvider({ children, ...props }: ViewProviderProps) {
  const input = useViewInput('overlay', props);
  const { overlay } = useWidget(overlayWidget, input);
  return <OverlayContext value={overlay}>{children}</OverlayContext>;
}

/** Runs the toaster manager (`toasterWidget`) on the app's toaster arbiter and registers the `Toaster` plugin. */
export function ToasterProvider({ children, ...props }: ViewProviderProps) {
  const input = useViewInput('toaster', props);
  const { toaster } = useWidget(toasterWidget, input);
  return <ToasterContext value={toaster}>{children}</ToasterContext>;
}

function useFocusedView(api: UseViewReturn, modal: boolean): UseViewReturn {
  const focus = useModalFocus<HTMLElement>({ active: api.isOpen, trap: modal, autoFocus: modal });
  return useMemo(
    () => ({
      ...api,
      getDialogProps: (props = {}) =>
        api.getDialogProps(mergeProps({ ref: focus.ref, onKeyDown: focus.onKeyDown }, props)),
    }),
    [api, focus.ref, focus.onKeyDown],
  );
}

/**
 * The overlay (spec 3): what the `Overlay` plugin shows, its phase, and prop getters of a modal
 * dialog (APG): the focus moves in when it opens, Tab stays inside, Escape closes it while
 * mutable, and the focus returns to the opener when it closes.
 */
export function useOverlay(): UseViewReturn {
  return useFocusedView(overlayBinding.useApi(), true);
}

/**
 * The toaster (spec 3): what the `Toaster` plugin shows, its phase, and prop getters of a
 * non-modal dialog: the page keeps the focus, Escape inside closes it while mutable.
 */
export function useToaster(): UseViewReturn {
  return useFocusedView(toasterBinding.useApi(), false);
}
