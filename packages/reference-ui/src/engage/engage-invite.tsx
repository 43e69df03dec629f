import { useBus } from '@cxkit/headless/react';
import { registerLazyEngage } from '@cxkit/headless/widgets';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { EngageInviteCoreProps } from './engage-invite-core';

/** Props of {@link EngageInvite}: the invite's injections, each with a default. */
export interface EngageInviteProps extends EngageInviteCoreProps {
  /** Loads the invite's code with the page instead of on the first invite. @default false */
  preload?: boolean;
}

const EngageInviteCore = lazy(() => import('./engage-invite-core'));

/**
 * The reference engage invite, ready to drop in under `<CxProvider>` and `<CxRoot>`: `Engage` is on
 * the bus at once from its table, and the toast's code loads on the first `Engage.invite` (from
 * the page or from the GWE bridge), which then shows.
 */
export function EngageInvite({ preload = false, ...props }: EngageInviteProps) {
  const [load, setLoad] = useState(preload);
  const bus = useBus();
  useEffect(() => {
    const placeholder = registerLazyEngage(bus, { load: () => setLoad(true) });
    return () => placeholder.dispose();
  }, [bus]);
  if (!load) return null;
  return (
    <Suspense fallback={null}>
      <EngageInviteCore {...props} />
    </Suspense>
  );
}
