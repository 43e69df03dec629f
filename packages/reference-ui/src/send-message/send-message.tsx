import { useBus } from '@cxkit/headless/react';
import { registerLazySendMessage } from '@cxkit/headless/widgets';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { SendMessageCoreProps } from './send-message-core';

/** Props of {@link SendMessage}: the window's settings and injections, each with a default. */
export interface SendMessageProps extends SendMessageCoreProps {
  /** Loads the window's code with the page instead of on first use. @default false, or true when the side button is enabled */
  preload?: boolean;
}

const SendMessageCore = lazy(() => import('./send-message-core'));

/**
 * The reference SendMessage widget, ready to drop in under `<CxProvider>` and `<CxRoot>`:
 * `SendMessage` is on the bus at once from its table, and the window's code loads on first use
 * (`SendMessage.open`, `configure`, `showSendMessageButton`), or at once when its side button is
 * enabled.
 */
export function SendMessage({ preload, ...props }: SendMessageProps) {
  const [load, setLoad] = useState(
    () => preload ?? props.options?.SendMessageButton?.enabled === true,
  );
  const bus = useBus();
  // The window's plugin binds to the placeholder: it renders once the placeholder is on the bus.
  const [placed, setPlaced] = useState(false);
  useEffect(() => {
    const placeholder = registerLazySendMessage(bus, { load: () => setLoad(true) });
    setPlaced(true);
    return () => {
      setPlaced(false);
      placeholder.dispose();
    };
  }, [bus]);
  if (!load || !placed) return null;
  return (
    <Suspense fallback={null}>
      <SendMessageCore {...props} />
    </Suspense>
  );
}
