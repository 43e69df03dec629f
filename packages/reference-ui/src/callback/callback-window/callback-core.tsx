import { CallbackProvider, type CallbackProviderProps } from '@cxkit/headless/react/callback';
import { CallbackWindow, type CallbackWindowProps } from './callback-window';

/** Props of {@link CallbackCore}: the provider's and the window's. */
export interface CallbackCoreProps
  extends Omit<CallbackProviderProps, 'children'>, Omit<CallbackWindowProps, 'ref'> {}

/** The Callback widget once its code has loaded: the `Callback` plugin and its window. */
export default function CallbackCore({
  options,
  schedule,
  fetchWaitTime,
  locale,
  ...window
}: CallbackCoreProps) {
  return (
    <CallbackProvider
      options={options}
      schedule={schedule}
      fetchWaitTime={fetchWaitTime}
      locale={locale}
    >
      <CallbackWindow {...window} />
    </CallbackProvider>
  );
}
