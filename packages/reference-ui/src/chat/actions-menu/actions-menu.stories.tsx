import type { Story, StoryDefault } from '@ladle/react';
import { useState, type ReactNode } from 'react';
import { ChatInput } from '../chat-input';
import { StoryChat, type StoryChatProps } from '../chat-input/chat.story-support';
import { ActionsMenu, type ActionsMenuProps } from './actions-menu';

export default { title: 'Chat / Actions menu' } satisfies StoryDefault;

/** The menu in the message bar of a started chat, with room above for the open menu. */
function Frame({ children, ...chat }: StoryChatProps & { children: ReactNode }) {
  return (
    <StoryChat started {...chat}>
      <div style={{ width: 'min(var(--cx-window-width), 100%)', paddingTop: '13rem' }}>
        {children}
      </div>
    </StoryChat>
  );
}

/** An actions menu whose co-browse item starts and stops a (pretend) session. */
function Menu(props: ActionsMenuProps) {
  const [cobrowsing, setCobrowsing] = useState(props.cobrowseActive ?? false);
  return (
    <ChatInput
      actions={
        <ActionsMenu
          {...props}
          cobrowseActive={cobrowsing}
          onCobrowseStart={() => setCobrowsing(true)}
          onCobrowseStop={() => setCobrowsing(false)}
        />
      }
    />
  );
}

export const Closed: Story = () => (
  <Frame agent>
    <Menu cobrowseAvailable />
  </Frame>
);

export const Open: Story = () => (
  <Frame>
    <Menu defaultOpen />
  </Frame>
);

export const OpenWithAgent: Story = () => (
  <Frame agent>
    <Menu defaultOpen cobrowseAvailable />
  </Frame>
);

export const CobrowseActive: Story = () => (
  <Frame agent>
    <Menu defaultOpen cobrowseAvailable cobrowseActive />
  </Frame>
);
CobrowseActive.meta = { theme: 'light' };

export const UploadNeedsAgent: Story = () => (
  <Frame needAgent>
    <Menu defaultOpen cobrowseAvailable />
  </Frame>
);

/** `webchat.emojis: false`: the file item alone. */
export const WithoutEmojis: Story = () => (
  <Frame>
    <Menu defaultOpen emojis={false} />
  </Frame>
);

export const NoActiveChat: Story = () => (
  <StoryChat>
    <div style={{ width: 'min(var(--cx-window-width), 100%)' }}>
      <Menu cobrowseAvailable />
    </div>
  </StoryChat>
);

export const Light: Story = () => (
  <Frame agent>
    <Menu defaultOpen cobrowseAvailable />
  </Frame>
);
Light.meta = { theme: 'light' };
