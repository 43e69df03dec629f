import type { Story, StoryDefault } from '@ladle/react';
import type { ReactNode } from 'react';
import { ChatInput } from './chat-input';
import { StoryChat, type StoryChatProps } from './chat.story-support';

export default { title: 'Chat / Input' } satisfies StoryDefault;

/** The input at the bottom of a window-wide frame, on a chat of the in-story back end. */
function Frame({ children, ...chat }: StoryChatProps & { children: ReactNode }) {
  return (
    <StoryChat started {...chat}>
      <div style={{ width: 'min(var(--cx-window-width), 100%)', paddingTop: '2rem' }}>
        {children}
      </div>
    </StoryChat>
  );
}

const question = 'Hello, I would like to know where my order is.';
const longDraft = Array.from(
  { length: 14 },
  (_, line) => `Line ${line + 1} of a long message`,
).join('\n');

export const Empty: Story = () => (
  <Frame>
    <ChatInput />
  </Frame>
);

export const WithText: Story = () => (
  <Frame>
    <ChatInput defaultValue={question} />
  </Frame>
);

export const NearLimit: Story = () => (
  <Frame>
    <ChatInput defaultValue={'a'.repeat(492)} />
  </Frame>
);

/** `webchat.charCountEnabled: false`: no count until the limit. */
export const NearLimitWithoutCounter: Story = () => (
  <Frame>
    <ChatInput defaultValue={'a'.repeat(492)} counter={false} />
  </Frame>
);

export const LimitReached: Story = () => (
  <Frame>
    <ChatInput defaultValue={'a'.repeat(500)} />
  </Frame>
);

export const Multiline: Story = () => (
  <Frame>
    <ChatInput defaultValue={longDraft} />
  </Frame>
);

export const NoActiveChat: Story = () => (
  <StoryChat>
    <div style={{ width: 'min(var(--cx-window-width), 100%)' }}>
      <ChatInput />
    </div>
  </StoryChat>
);

export const Mobile: Story = () => (
  <Frame>
    <ChatInput defaultValue={longDraft} />
  </Frame>
);
Mobile.meta = { mobile: true, width: 'xsmall' };

export const Light: Story = () => (
  <Frame>
    <ChatInput defaultValue={question} />
  </Frame>
);
Light.meta = { theme: 'light' };
