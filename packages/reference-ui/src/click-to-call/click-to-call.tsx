import { useBus } from '@cxkit/headless/react';
import { registerLazyClickToCall } from '@cxkit/headless/widgets';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { ClickToCallCoreProps } from './click-to-call-core';

/** The `_genesys.widgets.clicktocall.state.open` cookie: set, a number showed before this page load. */
const openCookie = /(?:^|;\s*)_genesys\.widgets\.clicktocall\.state\.open=true(?:;|$)/;

/** Props of {@link ClickToCall}: the window's settings and injections, each with a default. */
export interface ClickToCallProps extends ClickToCallCoreProps {
  /** Loads the window's code with the page instead of on first use. @default false, or true when a number showed before a reload */
  preload?: boolean;
}

const ClickToCallCore = lazy(() => import('./click-to-call-core'));

/**
 * The reference ClickToCall widget, ready to drop in under `<CxProvider>` and `<CxRoot>`:
 * `ClickToCall` is on the bus at once from its table, and the window's code loads on first use
 * (`ClickToCall.open` or `ClickToCall.configure`), or at once when a number showed before a
 * reload, which then shows again.
 */
export function ClickToCall({ preload, ...props }: ClickToCallProps) {
  const [load, setLoad] = useState(
    () =>
      preload ??
      (props.openFlag
        ? props.openFlag.load() === true
        : typeof document !== 'undefined' && openCookie.test(document.cookie)),
  );
  const bus = useBus();
  // The window's plugin binds to the placeholder: it renders once the placeholder is on the bus.
  const [placed, setPlaced] = useState(false);
  useEffect(() => {
    const placeholder = registerLazyClickToCall(bus, { load: () => setLoad(true) });
    setPlaced(true);
    return () => {
      setPlaced(false);
      placeholder.dispose();
    };
  }, [bus]);
  if (!load || !placed) return null;
  return (
    <Suspense fallback={null}>
      <ClickToCallCore {...props} />
    </Suspense>
  );
}
