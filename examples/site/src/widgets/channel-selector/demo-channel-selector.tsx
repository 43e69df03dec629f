import type { ChannelOptionsInput } from '@cxkit/headless/channel-selector';
import { useBus } from '@cxkit/headless/react';
import { ChannelSelector } from '@cxkit/reference-ui/channel-selector';
import { useDemoText } from '../../demo-i18n';

/**
 * The suite's channels: web chat and callback show the wait of their queue on the simulator (the
 * page's `DemoStats`); click-to-call, Call Us and co-browse open their widgets where the page has them.
 */
export const demoChannels: ChannelOptionsInput[] = [
  {
    name: 'WebChat',
    i18n: 'demo.channel.chat',
    subtitle: 'demo.channel.chat.subtitle',
    clickCommand: 'WebChat.open',
    ewt: { display: true, queue: 'VQ_Chat' },
  },
  {
    name: 'Callback',
    i18n: 'demo.channel.callback',
    subtitle: 'demo.channel.callback.subtitle',
    clickCommand: 'Callback.open',
    // At the maximum wait the callback stays, disabled: the web chat's tile is hidden instead.
    ewt: { display: true, queue: 'VQ_Callback', hideChannelWhenThresholdMax: false },
  },
  {
    name: 'ClickToCall',
    i18n: 'demo.channel.clickToCall',
    subtitle: 'demo.channel.clickToCall.subtitle',
    clickCommand: 'ClickToCall.open',
  },
  {
    name: 'CallUs',
    i18n: 'demo.channel.callUs',
    subtitle: 'demo.channel.callUs.subtitle',
    clickCommand: 'CallUs.open',
  },
  {
    name: 'CoBrowse',
    i18n: 'demo.channel.coBrowse',
    subtitle: 'demo.channel.coBrowse.subtitle',
    clickCommand: 'CoBrowse.open',
  },
];

/** The refresh of the waits: the spec's 10 s, or the page address's `?ewtRefresh=<seconds>` (the browser test's). */
export function demoEwtRefreshInterval(search = location.search): number {
  const given = Number(new URLSearchParams(search).get('ewtRefresh'));
  return Number.isFinite(given) && given > 0 ? given : 10;
}

/** The reference channel selector ('Live Assistance') over the demo's channels. */
export function DemoChannelSelector() {
  return (
    <ChannelSelector
      options={{ channels: demoChannels, ewtRefreshInterval: demoEwtRefreshInterval() }}
    />
  );
}

/** The page section of the channel selector: what it does, and a button that opens it. */
export function ChannelSelectorSection() {
  const text = useDemoText();
  const bus = useBus();
  return (
    <section className="demo-section" data-widget="channel-selector">
      <h3>{text('demo.channelSelector.name')}</h3>
      <p>{text('demo.channelSelector.description')}</p>
      <button
        type="button"
        className="demo-button"
        onClick={() => void bus.command('ChannelSelector.open').catch(() => undefined)}
      >
        {text('demo.channelSelector.open')}
      </button>
    </section>
  );
}
