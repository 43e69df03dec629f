import { useBus } from '@cxkit/headless/react';
import { registerLazyGwe } from '@cxkit/headless/widgets';
import { lazy, Suspense, useEffect, useState } from 'react';
import { EngageInvite, type EngageInviteProps } from './engage-invite';
import type { WebEngagementCoreProps } from './web-engagement-core';

/** Props of {@link WebEngagement}: the bridge's settings and injections, and the invite's. */
export interface WebEngagementProps extends WebEngagementCoreProps {
  /** The invite toast's injections. */
  invite?: EngageInviteProps;
  /**
   * Loads the bridge's code (and so the GWE tracker) once the page has rendered, so that GWE sees
   * the visit from the start; off, on the first `GWE` command.
   * @default true
   */
  preload?: boolean;
}

const WebEngagementCore = lazy(() => import('./web-engagement-core'));

/**
 * The reference web engagement, ready to drop in under `<CxProvider>` and `<CxRoot>`: `GWE` and
 * `Engage` are on the bus at once from their tables; the bridge's code loads after the first
 * render and loads the GWE tracker from the configured endpoint, and the invite toast's code loads
 * on the first invite. An accepted chat invite opens the chat.
 */
export function WebEngagement({ invite, preload = true, ...bridge }: WebEngagementProps) {
  const [load, setLoad] = useState(false);
  const bus = useBus();
  useEffect(() => {
    const placeholder = registerLazyGwe(bus, { load: () => setLoad(true) });
    // After the placeholder: the loaded plugin binds to it and takes the commands it kept.
    if (preload) setLoad(true);
    return () => placeholder.dispose();
  }, [bus, preload]);
  return (
    <>
      <EngageInvite {...invite} />
      {load && (
        <Suspense fallback={null}>
          <WebEngagementCore {...bridge} />
        </Suspense>
      )}
    </>
  );
}
