import type { ChannelOptionsInput } from '@cxkit/headless/channel-selector';
import type { ChannelStatsSource, CoBrowseSource } from '@cxkit/headless/channel-selector';
import {
  ChannelSelectorProvider,
  useChannelSelector,
} from '@cxkit/headless/react/channel-selector';
import type { Story, StoryDefault } from '@ladle/react';
import { useEffect, useRef } from 'react';
import { ChannelSelectorWindow } from './channel-selector-window';

export default { title: 'Channel selector / Window' } satisfies StoryDefault;

const waits = (queue: string) => ({ display: true, queue });

/** The suite's channels, each reading the wait of its own queue (co-browse reads none). */
const suite: ChannelOptionsInput[] = [
  {
    name: 'chat',
    displayName: 'Web Chat',
    subtitle: 'Chat with an agent',
    clickCommand: 'WebChat.open',
    ewt: waits('VQ_Chat'),
  },
  {
    name: 'callback',
    displayName: 'Receive a Call',
    subtitle: 'We call you back',
    clickCommand: 'Callback.open',
    ewt: { ...waits('VQ_Callback'), hideChannelWhenThresholdMax: false },
  },
  {
    name: 'clicktocall',
    displayName: 'Click to Call',
    subtitle: 'Get a number to dial',
    clickCommand: 'ClickToCall.open',
    ewt: waits('VQ_ClickToCall'),
  },
  {
    name: 'callus',
    displayName: 'Call Us',
    subtitle: 'Our numbers and hours',
    clickCommand: 'CallUs.open',
  },
  {
    name: 'sendmessage',
    displayName: 'Send a Message',
    subtitle: 'We answer by email',
    clickCommand: 'SendMessage.open',
    ewt: waits('VQ_Email'),
  },
  {
    name: 'cobrowse',
    displayName: 'Co-browse',
    subtitle: 'Share your screen with an agent',
    clickCommand: 'CoBrowse.open',
  },
];

/** Stats that tell these waits on each request. */
function statsOf(ewt: Record<string, number>): ChannelStatsSource {
  const listeners = new Set<(ewt: Record<string, number>) => void>();
  return {
    request: async () => {
      for (const listener of listeners) listener(ewt);
    },
    subscribe: (_plugin, listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Co-browse in this state. */
const coBrowseOf = (online: boolean, active = false): CoBrowseSource => ({
  getState: async () => ({ online, active, pending: false }),
  subscribe: () => () => undefined,
});

/** Opens the selector on mount. */
function Open() {
  const api = useChannelSelector();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    api.open();
  });
  return null;
}

function Frame({
  ewt,
  coBrowse = coBrowseOf(true),
  channels = suite,
}: {
  ewt: Record<string, number>;
  coBrowse?: CoBrowseSource;
  channels?: ChannelOptionsInput[];
}) {
  return (
    <ChannelSelectorProvider
      options={{ channels }}
      stats={statsOf(ewt)}
      coBrowse={coBrowse}
      run={() => undefined}
    >
      <Open />
      <ChannelSelectorWindow />
    </ChannelSelectorProvider>
  );
}

export const AllAvailable: Story = () => (
  <Frame ewt={{ VQ_Chat: 0, VQ_Callback: 0, VQ_ClickToCall: 0, VQ_Email: 0 }} />
);

export const WaitsWithWarningAndAlert: Story = () => (
  <Frame ewt={{ VQ_Chat: 60, VQ_Callback: 240, VQ_ClickToCall: 420, VQ_Email: 900 }} />
);

export const UnavailableDisabled: Story = () => (
  <Frame ewt={{ VQ_Chat: 0, VQ_Callback: 600, VQ_ClickToCall: 30, VQ_Email: 0 }} />
);

export const HiddenAtMaximum: Story = () => (
  <Frame ewt={{ VQ_Chat: 480, VQ_Callback: 90, VQ_ClickToCall: 1200, VQ_Email: 0 }} />
);

export const CoBrowseDisabled: Story = () => (
  <Frame ewt={{ VQ_Chat: 0 }} coBrowse={coBrowseOf(true, true)} />
);

export const CustomHtml: Story = () => (
  <Frame
    ewt={{ VQ_Chat: 0 }}
    channels={[
      {
        name: 'vip',
        html: '<strong>Priority line</strong> <em>for account holders</em><script>alert(1)</script>',
        clickCommand: 'WebChat.open',
        ewt: waits('VQ_Chat'),
      },
      ...suite.slice(1, 4),
    ]}
  />
);

export const Mobile: Story = () => (
  <Frame ewt={{ VQ_Chat: 0, VQ_Callback: 120, VQ_ClickToCall: 360, VQ_Email: 0 }} />
);
Mobile.meta = { mobile: true };
