import { useBus } from '@cxkit/headless/react';
import { WebChat, type WebChatTransportContext } from '@cxkit/reference-ui/web-chat';
import { useDemoText } from '../../demo-i18n';
import { currentChatBackEnd } from './chat-back-ends';

/**
 * The chosen back end's transport, on the page's own origin (proxied in dev, served when built).
 * Made when the chat loads, so the transport's code is not part of the page's first load; its requests
 * carry the app's request headers.
 */
const transport = ({ headers }: WebChatTransportContext) =>
  currentChatBackEnd().backEnd.load(headers);

/** The reference web chat on the simulator: chat button, docked window, invitations. */
export function DemoChat() {
  // Agent messages render as markdown, as with `webchat.markdown` on; the XSS browser test relies on it.
  const deflection = demoDeflection();
  return (
    <>
      <WebChat
        transport={transport}
        chatOptions={currentChatBackEnd().backEnd.chatOptions}
        markdown
        deflection={deflection}
      />
    </>
  );
}

/** The page section of the web chat: what it does, and a button that opens it through the bus. */
export function ChatSection() {
  const text = useDemoText();
  const bus = useBus();
  return (
    <section className="demo-section" data-widget="chat">
      <h3>{text('demo.chat.name')}</h3>
      <p>{text('demo.chat.description')}</p>
      <button
        type="button"
        className="demo-button"
        onClick={() => void bus.command('WebChat.open')}
      >
        {text('demo.chat.open')}
      </button>
    </section>
  );
}

/**
 * Chat deflection on the demo, with `?deflection` in the address: while no agent has joined, the
 * visitor's questions are answered from the page's knowledge centre (`DemoKnowledgeCenter`). Off by default, so
 * that the chat's own tests see the chat alone.
 */
function demoDeflection(): { enabled: true } | undefined {
  return new URLSearchParams(location.search).has('deflection') ? { enabled: true } : undefined;
}
