import {
  ClickToCallProvider,
  type ClickToCallProviderProps,
} from '@cxkit/headless/react/click-to-call';
import { ClickToCallWindow, type ClickToCallWindowProps } from './click-to-call-window';

/** Props of {@link ClickToCallCore}: the provider's and the window's. */
export interface ClickToCallCoreProps
  extends Omit<ClickToCallProviderProps, 'children'>, Omit<ClickToCallWindowProps, 'ref'> {}

/** The ClickToCall widget once its code has loaded: the `ClickToCall` plugin and its window. */
export default function ClickToCallCore({
  options,
  requestNumber,
  restoreNumber,
  fetchWaitTime,
  openFlag,
  ...window
}: ClickToCallCoreProps) {
  return (
    <ClickToCallProvider
      options={options}
      requestNumber={requestNumber}
      restoreNumber={restoreNumber}
      fetchWaitTime={fetchWaitTime}
      openFlag={openFlag}
    >
      <ClickToCallWindow {...window} />
    </ClickToCallProvider>
  );
}
