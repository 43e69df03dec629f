import type { ReactElement, SVGProps } from 'react';
import { Icon } from '../shell/internal/icons';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

/** The names of the sidebar's icons: the spec's (spec 3, section 2) and co-browse. */
export type SidebarIconName =
  | 'agent'
  | 'chat'
  | 'email'
  | 'call-incoming'
  | 'call-outgoing'
  | 'star'
  | 'knowledge-center'
  | 'co-browse';

const handset =
  'M3 2.5h2.5l1 3-1.5 1a7 7 0 0 0 3.5 3.5l1-1.5 3 1V12a1.5 1.5 0 0 1-1.5 1.5A10.5 10.5 0 0 1 1.5 4 1.5 1.5 0 0 1 3 2.5z';

const paths: Record<SidebarIconName, ReactElement> = {
  // A person with a headset: live assistance (the channel selector).
  agent: (
    <>
      <circle cx="8" cy="6" r="2.75" />
      <path d="M3 14a5 5 0 0 1 10 0M3.5 7V6a4.5 4.5 0 0 1 9 0v1" />
    </>
  ),
  chat: <path d="M2.5 3.5h11v7h-6l-3 2.5v-2.5h-2z" />,
  email: (
    <>
      <rect x="2" y="3.5" width="12" height="9" rx="1" />
      <path d="M2.5 4.5L8 9l5.5-4.5" />
    </>
  ),
  // A handset with an arrow coming in: we call you.
  'call-incoming': (
    <>
      <path d={handset} />
      <path d="M14 2l-3.5 3.5M10.5 2.5v3h3" />
    </>
  ),
  // A handset with an arrow going out: you call us.
  'call-outgoing': (
    <>
      <path d={handset} />
      <path d="M10.5 5.5L14 2M11 2h3v3" />
    </>
  ),
  star: <path d="M8 1.75l1.9 3.9 4.3.6-3.1 3 .75 4.25L8 11.5l-3.85 2 .75-4.25-3.1-3 4.3-.6z" />,
  // A magnifier over a page: the knowledge centre's search.
  'knowledge-center': (
    <>
      <circle cx="7" cy="7" r="4.25" />
      <path d="M10.25 10.25L14 14" />
    </>
  ),
  'co-browse': (
    <>
      <rect x="1.5" y="2.5" width="8" height="6" rx="1" />
      <rect x="6.5" y="7.5" width="8" height="6" rx="1" />
    </>
  ),
};

/** Other names a page may give, and the icon each stands for. */
const aliases: Record<string, SidebarIconName> = {
  'channel-selector': 'agent',
  channelselector: 'agent',
  webchat: 'chat',
  'send-message': 'email',
  sendmessage: 'email',
  callback: 'call-incoming',
  'call-us': 'call-outgoing',
  callus: 'call-outgoing',
  'click-to-call': 'call-outgoing',
  clicktocall: 'call-outgoing',
  offers: 'star',
  search: 'knowledge-center',
  knowledgecenter: 'knowledge-center',
  cobrowse: 'co-browse',
};

/** The icon a name stands for: one of the spec's names or an alias, else none. */
export function sidebarIconOf(name: string | undefined): SidebarIconName | undefined {
  if (name === undefined) return undefined;
  const key = name.toLowerCase();
  if (Object.hasOwn(paths, key)) return key as SidebarIconName;
  return Object.hasOwn(aliases, key) ? aliases[key] : undefined;
}

/** One of the sidebar's icons (a name it does not know shows the agent); decorative, the button carries the name. */
export function SidebarIcon({ name, ...props }: IconProps & { name: string | undefined }) {
  return (
    <Icon strokeLinejoin="round" width="24" height="24" {...props}>
      {paths[sidebarIconOf(name) ?? 'agent']}
    </Icon>
  );
}
