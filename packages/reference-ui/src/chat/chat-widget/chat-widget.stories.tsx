import { createMemoryWindowStore } from '@cxkit/headless/chat-widget';
import {
  ChatWidgetProvider,
  useChatWidget,
  type UseChatWidgetReturn,
} from '@cxkit/headless/react/chat-widget';
import { DockProvider } from '@cxkit/headless/react/dock';
import type { Story, StoryDefault } from '@ladle/react';
import { useEffect, useRef, useState } from 'react';
import { StoryChat, type StoryChatProps } from '../chat-input/chat.story-support';
import { ChatWidget } from './chat-widget';

export default { title: 'Chat / Widget' } satisfies StoryDefault;

/** Puts the widget in the story's state once, on mount. */
function Arrange({ run }: { run: (widget: UseChatWidgetReturn) => void }) {
  const widget = useChatWidget();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    run(widget);
  });
  return null;
}

interface FrameProps extends StoryChatProps {
  arrange?: (widget: UseChatWidgetReturn) => void;
}

/** The whole widget on the in-story back end: chat button, docked window, invitations. */
function Frame({ arrange, ...chat }: FrameProps) {
  const [store] = useState(() => createMemoryWindowStore());
  return (
    <DockProvider sideButtonDelay={0}>
      <StoryChat {...chat}>
        <ChatWidgetProvider store={store}>
          {arrange && <Arrange run={arrange} />}
          <ChatWidget />
        </ChatWidgetProvider>
      </StoryChat>
    </DockProvider>
  );
}

export const ChatButtonOnly: Story = () => <Frame />;

export const PrechatForm: Story = () => <Frame arrange={(widget) => widget.open()} />;

export const ChatWithAgent: Story = () => (
  <Frame started agent arrange={(widget) => widget.open()} />
);

export const Maximized: Story = () => (
  <Frame
    started
    agent
    arrange={(widget) => {
      widget.open();
      widget.maximize(true);
    }}
  />
);

export const Minimized: Story = () => (
  <Frame started agent arrange={(widget) => widget.open({ minimized: true })} />
);

export const EndChatQuestion: Story = () => (
  <Frame
    started
    agent
    arrange={(widget) => {
      widget.open();
      // The chat is active once the start answers; ask then.
      setTimeout(() => widget.requestEnd(), 50);
    }}
  />
);

export const ProactiveInvitation: Story = () => (
  <Frame arrange={(widget) => widget.send({ type: 'invitation.show', kind: 'proactive' })} />
);

export const RestoreTimeoutInvitation: Story = () => (
  <Frame arrange={(widget) => widget.send({ type: 'invitation.show', kind: 'reinvite' })} />
);

export const SiteOverlay: Story = () => (
  <Frame
    arrange={(widget) => {
      widget.open();
      widget.send({
        type: 'overlay.show',
        overlay: {
          html: '<h3>Before you chat</h3><p>Our agents answer <strong>Monday to Friday, 9 to 5</strong>. Read our <a href="https://example.com/privacy">privacy notice</a>.</p>',
          hideFooter: true,
        },
      });
    }}
  />
);

export const InjectedMessages: Story = () => (
  <Frame
    started
    agent
    arrange={(widget) => {
      widget.open();
      // Once the start has answered: a chat takes injected messages only while it runs.
      setTimeout(() => {
        widget.send({
          type: 'message.inject',
          message: {
            id: 'story-1',
            type: 'html',
            name: 'Acme Orders',
            text: '<strong>Order 42</strong> ships today.',
            custom: true,
            bubble: { fill: '#fff3c4', radius: '2px' },
          },
        });
        widget.send({
          type: 'message.inject',
          message: {
            id: 'story-2',
            type: 'text',
            text: 'The site added this line.',
            custom: false,
          },
        });
      }, 50);
    }}
  />
);
