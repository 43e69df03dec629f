import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { WidgetButton } from '../widget-button';
import { WidgetWindow } from '../widget-window';
import { DockContainer } from './dock-container';

export default { title: 'Shell / Containers' } satisfies StoryDefault;

interface DockedWindowProps {
  title: string;
  text: string;
  defaultMinimized?: boolean;
}

function DockedWindow({ title, text, defaultMinimized = false }: DockedWindowProps) {
  const [minimized, setMinimized] = useState(defaultMinimized);
  return (
    <WidgetWindow
      title={title}
      minimized={minimized}
      onMinimizedChange={(details) => setMinimized(details.minimized)}
      buttons={<WidgetButton variant="primary">Start</WidgetButton>}
    >
      {text}
    </WidgetWindow>
  );
}

export const Dock: Story = () => (
  <DockContainer>
    <DockedWindow title="Receive a Call" text="We will call you back at a time that suits you." />
    <DockedWindow
      title="ClickToCall"
      text="Request a number to dial and an access code."
      defaultMinimized
    />
  </DockContainer>
);
