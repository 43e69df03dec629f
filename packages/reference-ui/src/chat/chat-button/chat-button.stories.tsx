import { action, type Story, type StoryDefault } from '@ladle/react';
import { ChatButton } from './chat-button';
import { DockProvider } from '@cxkit/headless/react/dock';
import { SideButton, type SideButtonEffect } from './side-button';
import { SideButtonGroup } from './side-button-group';
import { Icon } from '../../shell/internal/icons';

export default { title: 'Chat / Chat button' } satisfies StoryDefault;

interface LauncherProps {
  /** How the chat button appears. */
  effect?: SideButtonEffect;
  /** Milliseconds before the button appears (0 shows the settled screen at once). */
  sideButtonDelay?: number;
}

/** The chat button in its group, as a page shows it. */
function Launcher({ effect, sideButtonDelay = 0 }: LauncherProps) {
  return (
    <DockProvider sideButtonDelay={sideButtonDelay}>
      <SideButtonGroup>
        <ChatButton effect={effect} onClick={action('open the chat')} />
      </SideButtonGroup>
    </DockProvider>
  );
}

/** A handset; decorative, the button carries the name. */
function PhoneIcon() {
  return (
    <Icon strokeLinejoin="round">
      <path d="M3 2.5h3l1 3-1.75 1.25a7 7 0 0 0 4 4L10.5 9l3 1v3c0 .5-.5 1-1 1A10.5 10.5 0 0 1 2 3.5c0-.5.5-1 1-1z" />
    </Icon>
  );
}

export const Light: Story = () => <Launcher />;
Light.meta = { theme: 'light' };

export const Dark: Story = () => <Launcher />;
Dark.meta = { theme: 'dark' };

export const FadeAfterDelay: Story = () => <Launcher effect="fade" sideButtonDelay={1000} />;
FadeAfterDelay.meta = { theme: 'light' };

export const SlideAfterDelay: Story = () => <Launcher effect="slide" sideButtonDelay={1000} />;

export const NoEffectAfterDelay: Story = () => <Launcher effect="none" sideButtonDelay={1000} />;

export const Group: Story = () => (
  <DockProvider sideButtonDelay={0}>
    <SideButtonGroup>
      <ChatButton onClick={action('open the chat')} />
      <SideButton
        plugin="Callback"
        label="Receive a Call"
        icon={<PhoneIcon />}
        onClick={action('open the callback')}
      />
    </SideButtonGroup>
  </DockProvider>
);
Group.meta = { theme: 'light' };

export const GroupDark: Story = () => <Group />;
GroupDark.meta = { theme: 'dark' };

export const Mobile: Story = () => <Launcher />;
Mobile.meta = { mobile: true, width: 'xsmall' };
