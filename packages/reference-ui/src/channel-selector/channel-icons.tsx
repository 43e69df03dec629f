import type { ChannelOptions } from '@cxkit/headless/channel-selector';
import type { ReactElement, SVGProps } from 'react';
import { Icon } from '../shell/internal/icons';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

/** The names of the reference UI's channel icons. */
export type ChannelIconName =
  'chat' | 'callback' | 'click-to-call' | 'call-us' | 'send-message' | 'co-browse';

const paths: Record<ChannelIconName, ReactElement> = {
  chat: <path d="M2.5 3.5h11v7h-6l-3 2.5v-2.5h-2z" />,
  // A handset with an arrow coming in: we call you.
  callback: (
    <>
      <path d="M3 2.5h2.5l1 3-1.5 1a7 7 0 0 0 3.5 3.5l1-1.5 3 1V12a1.5 1.5 0 0 1-1.5 1.5A10.5 10.5 0 0 1 1.5 4 1.5 1.5 0 0 1 3 2.5z" />
      <path d="M14 2l-3.5 3.5M10.5 2.5v3h3" />
    </>
  ),
  // A handset with a number pad dot row: you dial the number we give.
  'click-to-call': (
    <>
      <path d="M3 2.5h2.5l1 3-1.5 1a7 7 0 0 0 3.5 3.5l1-1.5 3 1V12a1.5 1.5 0 0 1-1.5 1.5A10.5 10.5 0 0 1 1.5 4 1.5 1.5 0 0 1 3 2.5z" />
      <path d="M10 2.5h.01M12 2.5h.01M14 2.5h.01M10 4.5h.01M12 4.5h.01M14 4.5h.01" />
    </>
  ),
  // A handset alone: the numbers to call.
  'call-us': (
    <path d="M3 2.5h2.5l1 3-1.5 1a7 7 0 0 0 3.5 3.5l1-1.5 3 1V12a1.5 1.5 0 0 1-1.5 1.5A10.5 10.5 0 0 1 1.5 4 1.5 1.5 0 0 1 3 2.5z" />
  ),
  'send-message': (
    <>
      <rect x="2" y="3.5" width="12" height="9" rx="1" />
      <path d="M2.5 4.5L8 9l5.5-4.5" />
    </>
  ),
  // Two screens: the agent sees the visitor's page.
  'co-browse': (
    <>
      <rect x="1.5" y="2.5" width="8" height="6" rx="1" />
      <rect x="6.5" y="7.5" width="8" height="6" rx="1" />
    </>
  ),
};

/** Legacy icon names and the names the reference UI knows them by. */
const aliases: Record<string, ChannelIconName> = {
  chat: 'chat',
  webchat: 'chat',
  callback: 'callback',
  'call-incoming': 'callback',
  'click-to-call': 'click-to-call',
  clicktocall: 'click-to-call',
  'call-us': 'call-us',
  callus: 'call-us',
  'call-outgoing': 'call-us',
  'send-message': 'send-message',
  sendmessage: 'send-message',
  email: 'send-message',
  'co-browse': 'co-browse',
  cobrowse: 'co-browse',
};

/** The plugins whose commands give a channel its icon when it names none. */
const byPlugin: Record<string, ChannelIconName> = {
  WebChat: 'chat',
  Callback: 'callback',
  ClickToCall: 'click-to-call',
  CallUs: 'call-us',
  SendMessage: 'send-message',
  CoBrowse: 'co-browse',
};

/** The icon of a channel: the one it names, else the one of its command's plugin, else none. */
export function channelIconOf(
  channel: Pick<ChannelOptions, 'icon' | 'clickCommand'>,
): ChannelIconName | undefined {
  if (channel.icon !== undefined) return aliases[channel.icon.toLowerCase()];
  const plugin = channel.clickCommand?.split('.')[0];
  return plugin === undefined ? undefined : byPlugin[plugin];
}

/** One of the channel icons; decorative (`aria-hidden`), the tile carries the name. */
export function ChannelIcon({ name, ...props }: IconProps & { name: ChannelIconName }) {
  return (
    <Icon strokeLinejoin="round" width="24" height="24" {...props}>
      {paths[name]}
    </Icon>
  );
}
