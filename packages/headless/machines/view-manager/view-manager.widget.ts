import { bindPlugin, defineWidget } from '../../kit/widget-runtime';
import type { ViewArbiterActor } from '../view-reservation/view-arbiter';
import { viewManagerMachine } from './view-manager.machine';
import { overlayPlugin, toasterPlugin } from './view-manager.plugin';

/** What a view widget's runtime is made from. */
export interface ViewWidgetInput {
  /** The view's arbiter: the app's (`CxApp.views.overlay` / `.toaster`), never a second one. */
  arbiter: ViewArbiterActor;
  /** The entering animation, in ms. @default 250 */
  openAnimation?: number;
  /** The leaving animation, in ms. @default 500 */
  closeAnimation?: number;
}

function managerInput(kind: 'overlay' | 'toaster', input: ViewWidgetInput) {
  return {
    kind,
    arbiter: input.arbiter,
    ...(input.openAnimation !== undefined ? { openAnimation: input.openAnimation } : {}),
    ...(input.closeAnimation !== undefined ? { closeAnimation: input.closeAnimation } : {}),
  };
}

/** The overlay manager on the widget kit: its manager on the app's overlay arbiter, and the `Overlay` plugin. */
export const overlayWidget = defineWidget({
  name: 'Overlay',
  machines: { overlay: viewManagerMachine },
  inputs: (input: ViewWidgetInput) => ({ overlay: managerInput('overlay', input) }),
  plugins: ({ overlay }) => [bindPlugin(overlayPlugin, overlay)],
});

/** The toaster manager on the widget kit: its manager on the app's toaster arbiter, and the `Toaster` plugin. */
export const toasterWidget = defineWidget({
  name: 'Toaster',
  machines: { toaster: viewManagerMachine },
  inputs: (input: ViewWidgetInput) => ({ toaster: managerInput('toaster', input) }),
  plugins: ({ toaster }) => [bindPlugin(toasterPlugin, toaster)],
});
