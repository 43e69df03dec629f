import type { Bus } from '@cxkit/headless/bus';
import { useBus } from '@cxkit/headless/react';
import { useEffect } from 'react';

declare global {
  interface Window {
    /** The demo's handles for the browser console (and the browser tests): `cxkitDemo.bus.command('CallUs.open')`. */
    cxkitDemo?: { bus: Bus };
  }
}

/** Puts the page's bus on `window.cxkitDemo`, as `window.CXBus` is on a drop-in page. */
export function DemoBusHandle() {
  const bus = useBus();
  useEffect(() => {
    window.cxkitDemo = { bus };
    return () => {
      if (window.cxkitDemo?.bus === bus) delete window.cxkitDemo;
    };
  }, [bus]);
  return null;
}
