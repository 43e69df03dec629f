import type { CallUsOptionsInput, CoBrowseLink } from '@cxkit/headless/call-us';
import { CallUsProvider, useCallUs } from '@cxkit/headless/react/call-us';
import { useEffect, useRef } from 'react';
import { CallUsOverlay } from './call-us-overlay';

/** Numbers and hours of a realistic contact centre. */
export const storyOptions: CallUsOptionsInput = {
  contacts: [
    { displayName: 'Customer service', number: '+1 202 555 0162' },
    { displayName: 'Billing', number: '+1 202 555 0178' },
    { displayName: 'From the United Kingdom', number: '+44 20 7946 0958' },
  ],
  hours: ['Monday to Friday: 8:00 AM - 8:00 PM', 'Saturday: 9:00 AM - 1:00 PM', 'Sunday: closed'],
};

/** A co-browse bridge that is online, with no session. */
export const onlineCoBrowse: CoBrowseLink = {
  getState: async () => ({ online: true, active: false, pending: false }),
  subscribe: () => () => undefined,
  start: async () => undefined,
};

/** Opens the overlay on mount, as `CallUs.open` would. */
function Open() {
  const api = useCallUs();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    api.open();
  });
  return null;
}

/** A story's overlay: its settings, opened at once. */
export function OpenCallUs({
  options = storyOptions,
  coBrowse,
}: {
  options?: CallUsOptionsInput;
  coBrowse?: CoBrowseLink;
}) {
  return (
    <CallUsProvider options={options} {...(coBrowse ? { coBrowse } : {})}>
      <Open />
      <CallUsOverlay />
    </CallUsProvider>
  );
}
