import type { Story, StoryDefault } from '@ladle/react';
import { AsyncCloseDialog, CloseWindowDialog, EndChatDialog } from './confirm-dialogs';
import { ChatWindowWithDialog } from './dialogs.story-support';

export default { title: 'Chat / Dialogs / Confirmations' } satisfies StoryDefault;

export const EndChat: Story = () => (
  <ChatWindowWithDialog render={(close) => <EndChatDialog onConfirm={close} onCancel={close} />} />
);
EndChat.storyName = 'End chat confirm';

export const EndChatLight: Story = () => (
  <ChatWindowWithDialog render={(close) => <EndChatDialog onConfirm={close} onCancel={close} />} />
);
EndChatLight.storyName = 'End chat confirm (light)';
EndChatLight.meta = { theme: 'light' };

export const CloseWindow: Story = () => (
  <ChatWindowWithDialog
    render={(close) => <CloseWindowDialog onConfirm={close} onCancel={close} />}
  />
);
CloseWindow.storyName = 'Close window confirm';

export const AsyncClose: Story = () => (
  <ChatWindowWithDialog
    render={(close) => (
      <AsyncCloseDialog onEndChat={close} onCloseWindow={close} onCancel={close} />
    )}
  />
);
AsyncClose.storyName = 'Async close choice';

export const AsyncCloseLight: Story = () => (
  <ChatWindowWithDialog
    render={(close) => (
      <AsyncCloseDialog onEndChat={close} onCloseWindow={close} onCancel={close} />
    )}
  />
);
AsyncCloseLight.storyName = 'Async close choice (light)';
AsyncCloseLight.meta = { theme: 'light' };
