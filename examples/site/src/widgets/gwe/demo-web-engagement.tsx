import type { GweIds } from '@cxkit/headless/web-engagement';
import { useBus } from '@cxkit/headless/react';
import { WebEngagement } from '@cxkit/reference-ui/engage-widget';
import { useState } from 'react';
import { useDemoText } from '../../demo-i18n';

/** The simulated GWE server, on the page's own origin (proxied in dev, served when built). */
export const gwePath = '/gwe';

/** The visitor the demo's invites carry as registration data. */
export const demoInviteVisitor = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.org',
};

/**
 * The web-engagement bridge on the simulated GWE server: its tracker loads from
 * `/gwe/server/resources/js/build/GTCJ.min.js`, and its chat invites show as the engage invite toast.
 */
export function DemoWebEngagement() {
  const endpoint = new URL(gwePath, location.href).href;
  return <WebEngagement options={{ httpEndpoint: endpoint, httpsEndpoint: endpoint }} />;
}

/**
 * The page section of web engagement: a button that asks the simulator's control API to push a
 * chat invite to this visitor, as a GWE rule would.
 */
export function WebEngagementSection() {
  const text = useDemoText();
  const bus = useBus();
  const [status, setStatus] = useState('');
  const pushInvite = async () => {
    try {
      const ids = (await bus.command('GWE.getIDs')) as GweIds;
      const response = await fetch('/sim/api/gwe/invites', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          visitID: ids.visitID,
          chatOptions: { registration: true, userData: demoInviteVisitor },
        }),
      });
      setStatus(response.ok ? text('demo.gwe.pushed') : text('demo.gwe.unavailable'));
    } catch {
      setStatus(text('demo.gwe.unavailable'));
    }
  };
  return (
    <section className="demo-section" data-widget="gwe">
      <h3>{text('demo.gwe.name')}</h3>
      <p>{text('demo.gwe.description')}</p>
      <button type="button" className="demo-button" onClick={() => void pushInvite()}>
        {text('demo.gwe.invite')}
      </button>
      <p role="status">{status}</p>
    </section>
  );
}
