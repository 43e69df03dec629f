import type { Story, StoryDefault } from '@ladle/react';
import { ChatToaster, ProactiveInvitation } from './chat-toaster';
import { Reshowable } from './dialogs.story-support';

export default { title: 'Chat / Dialogs / Toaster' } satisfies StoryDefault;

export const Toaster: Story = () => (
  <Reshowable
    render={(shown, hide) => (
      <ChatToaster title={shown ? 'Connection lost' : undefined} onClose={hide}>
        Messages will be sent once the connection is back.
      </ChatToaster>
    )}
  />
);
Toaster.storyName = 'Toaster with a single message';

export const Invitation: Story = () => (
  <Reshowable
    render={(shown, hide) => shown && <ProactiveInvitation onAccept={hide} onDecline={hide} />}
  />
);
Invitation.storyName = 'Proactive invitation';

export const InvitationLight: Story = () => (
  <Reshowable
    render={(shown, hide) => shown && <ProactiveInvitation onAccept={hide} onDecline={hide} />}
  />
);
InvitationLight.storyName = 'Proactive invitation (light)';
InvitationLight.meta = { theme: 'light' };
