import type { Story, StoryDefault } from '@ladle/react';
import { ErrorDialog, FileUploadFailedDialog, StartErrorDialog } from './alert-dialogs';
import { ChatWindowWithDialog } from './dialogs.story-support';

export default { title: 'Chat / Dialogs / Alerts' } satisfies StoryDefault;

export const GeneralError: Story = () => (
  <ChatWindowWithDialog render={(close) => <ErrorDialog onConfirm={close} />} />
);
GeneralError.storyName = 'General error';

export const AgentUnavailable: Story = () => (
  <ChatWindowWithDialog
    render={(close) => (
      <ErrorDialog error={{ key: 'webchat.errors.AgentUnavailable' }} onConfirm={close} />
    )}
  />
);
AgentUnavailable.storyName = 'General error: no agents (light)';
AgentUnavailable.meta = { theme: 'light' };

export const StartError: Story = () => (
  <ChatWindowWithDialog render={(close) => <StartErrorDialog onConfirm={close} />} />
);
StartError.storyName = 'Start error';

export const StartErrorLight: Story = () => (
  <ChatWindowWithDialog render={(close) => <StartErrorDialog onConfirm={close} />} />
);
StartErrorLight.storyName = 'Start error (light)';
StartErrorLight.meta = { theme: 'light' };

export const UploadRefused: Story = () => (
  <ChatWindowWithDialog
    render={(close) => (
      <FileUploadFailedDialog
        reason={{ key: 'webchat.errors.FileTransferSizeError' }}
        fileName="holiday-photos-2024-summer-collection.zip"
        onConfirm={close}
      />
    )}
  />
);
UploadRefused.storyName = 'File upload failed: OK';

export const UploadRetry: Story = () => (
  <ChatWindowWithDialog
    render={(close) => (
      <FileUploadFailedDialog fileName="invoice.pdf" onConfirm={close} onRetry={close} />
    )}
  />
);
UploadRetry.storyName = 'File upload failed: OK and Retry';
