import {
  OverlayProvider,
  ToasterProvider,
  type ViewProviderProps,
} from '@cxkit/headless/react/views';
import { OverlayView, ToasterView } from './bus-views';

/** Props of the view managers' cores: the providers' (the app's arbiter, the animation timings). */
export type ViewCoreProps = Omit<ViewProviderProps, 'children'>;

/** The overlay manager once its code has loaded: the `Overlay` plugin and its view. */
export function OverlayCore(props: ViewCoreProps) {
  return (
    <OverlayProvider {...props}>
      <OverlayView />
    </OverlayProvider>
  );
}

/** The toaster manager once its code has loaded: the `Toaster` plugin and its view. */
export function ToasterCore(props: ViewCoreProps) {
  return (
    <ToasterProvider {...props}>
      <ToasterView />
    </ToasterProvider>
  );
}
