import type { Story, StoryDefault } from '@ladle/react';
import { ChatWindowWithDialog } from './dialogs.story-support';
import { IdleAlertDialog } from './idle-alert-dialog';

export default { title: 'Chat / Dialogs / Idle' } satisfies StoryDefault;

export const IdleAlert: Story = () => (
  <ChatWindowWithDialog
    render={(close) => <IdleAlertDialog notice={{ kind: 'alert', number: 1 }} onConfirm={close} />}
  />
);
IdleAlert.storyName = 'Idle alert';

export const IdleCountdown: Story = () => (
  <ChatWindowWithDialog
    render={(close) => (
      <IdleAlertDialog
        notice={{ kind: 'alert', number: 2, countdownSeconds: 90 }}
        onConfirm={close}
      />
    )}
  />
);
IdleCountdown.storyName = 'Idle alert with countdown';

export const IdleCountdownLight: Story = () => (
  <ChatWindowWithDialog
    render={(close) => (
      <IdleAlertDialog
        notice={{ kind: 'alert', number: 1, countdownSeconds: 15 }}
        onConfirm={close}
      />
    )}
  />
);
IdleCountdownLight.storyName = 'Idle alert with countdown (light)';
IdleCountdownLight.meta = { theme: 'light' };

export const IdleClosed: Story = () => (
  <ChatWindowWithDialog
    render={(close) => <IdleAlertDialog notice={{ kind: 'close', number: 3 }} onConfirm={close} />}
  />
);
IdleClosed.storyName = 'Idle close';
