import type { ChatSessionOptions, ChatTransport } from '@cxkit/headless/chat';
import { readDemoChoice, rememberDemoChoice } from '../../page/demo-storage';

/** One chat back end the demo can run the web chat on. */
export interface ChatBackEnd {
  /** Its name in the `?transport=` query and in storage. */
  id: string;
  /** Its name in the 'Chat back end' select (a product name: not translated). */
  label: string;
  /** Makes the transport with the app's request headers; its code is imported only then, so it loads with the chat. */
  load: (headers: () => Record<string, string>) => Promise<ChatTransport>;
  /** Chat session settings this back end runs with (e.g. asynchronous chat). */
  chatOptions?: Partial<ChatSessionOptions>;
}

/**
 * The back ends the simulator serves, on the page's own origin (proxied in dev, served when built).
 * The first one is the default. Adding a back end is one entry here.
 */
export const chatBackEnds: readonly ChatBackEnd[] = [
  {
    id: 'gms',
    label: 'GMS chat v2',
    load: (headers) =>
      import('@cxkit/headless/chat').then(({ createGmsTransport }) =>
        createGmsTransport({ dataURL: '/genesys/2/chat/customer-support', headers }),
      ),
  },
  {
    id: 'gms-push',
    label: 'GMS chat v2 (CometD push)',
    load: (headers) =>
      import('@cxkit/headless/chat/gms-push').then(({ createGmsPushTransport }) =>
        createGmsPushTransport({
          cometURL: new URL('/genesys/cometd', location.href).href,
          channel: '/service/chatV2/customer-support',
          apiURL: new URL('/genesys/2/chat-ntf', location.href).href,
          headers,
        }),
      ),
  },
  {
    id: 'pureengage-v3-rest',
    label: 'PureEngage chat v3 (REST)',
    load: (headers) =>
      import('@cxkit/headless/chat/rest-v3').then(({ createRestV3Transport }) =>
        createRestV3Transport({
          dataURL: '/nexus/v3/chat/sessions',
          endpoint: 'customer-support',
          headers,
        }),
      ),
  },
  {
    id: 'pureengage-v3-rest-async',
    label: 'PureEngage chat v3 (REST), asynchronous',
    load: (headers) =>
      import('@cxkit/headless/chat/rest-v3').then(({ createRestV3Transport }) =>
        createRestV3Transport({
          dataURL: '/nexus/v3/chat/sessions',
          endpoint: 'customer-support',
          async: true,
          headers,
        }),
      ),
    chatOptions: { async: true },
  },
  {
    id: 'purecloud-v2-sockets',
    label: 'Genesys Cloud guest chat v2 (WebSocket)',
    // The guest API authenticates with its own token, not the app's request headers.
    load: () =>
      import('@cxkit/headless/chat/cloud-v2').then(({ createCloudV2Transport }) =>
        createCloudV2Transport({
          dataURL: location.origin,
          deploymentKey: 'demo-deployment',
          orgGuid: 'demo-org',
          interactionData: { routing: { targetAddress: 'customer-support' } },
        }),
      ),
  },
];

/** The query parameter that picks the back end, e.g. `?transport=pureengage-v3-rest`. */
export const transportParam = 'transport';

/** The back end the page runs on, and what it was asked for when that was unknown. */
export interface ChatBackEndChoice {
  /** The back end in use. */
  backEnd: ChatBackEnd;
  /** The unknown `?transport=` value that fell back to the default, if any. */
  unknown?: string;
}

const byId = (id: string | null | undefined) => chatBackEnds.find((backEnd) => backEnd.id === id);

/** Where the visitor's choice is remembered (the query still carries it when storage is blocked). */
const storageKey = 'transport';
const remembered = () => readDemoChoice(storageKey);
const remember = (id: string) => rememberDemoChoice(storageKey, id);

/**
 * Reads the choice: `?transport=` first (remembered when known), else the remembered one, else the
 * default. An unknown query value falls back to the default and is reported, never thrown.
 */
export function readChatBackEnd(search: string): ChatBackEndChoice {
  const asked = new URLSearchParams(search).get(transportParam);
  const fallback = chatBackEnds[0];
  if (asked !== null) {
    const backEnd = byId(asked);
    if (backEnd) {
      remember(backEnd.id);
      return { backEnd };
    }
    return { backEnd: fallback, unknown: asked };
  }
  return { backEnd: byId(remembered()) ?? fallback };
}

let current: ChatBackEndChoice | undefined;

/** The page's choice, read once per page load (a chat cannot change back end midway). */
export function currentChatBackEnd(): ChatBackEndChoice {
  current ??= readChatBackEnd(location.search);
  return current;
}

/** Remembers `id` and reloads the page on it, keeping the rest of the query. */
export function switchChatBackEnd(id: string): void {
  if (!byId(id)) return;
  remember(id);
  const url = new URL(location.href);
  url.searchParams.set(transportParam, id);
  location.assign(url);
}
