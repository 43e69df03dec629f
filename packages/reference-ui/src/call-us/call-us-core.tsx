import { CallUsProvider, type CallUsProviderProps } from '@cxkit/headless/react/call-us';
import { CallUsOverlay, type CallUsOverlayProps } from './call-us-overlay';

/** Props of {@link CallUsCore}: the provider's and the overlay's. */
export interface CallUsCoreProps
  extends Omit<CallUsProviderProps, 'children'>, Omit<CallUsOverlayProps, 'ref'> {}

/** The Call Us widget once its code has loaded: the `CallUs` plugin and its overlay. */
export default function CallUsCore({ options, coBrowse, overlay, ...view }: CallUsCoreProps) {
  return (
    <CallUsProvider options={options} coBrowse={coBrowse} overlay={overlay}>
      <CallUsOverlay {...view} />
    </CallUsProvider>
  );
}
