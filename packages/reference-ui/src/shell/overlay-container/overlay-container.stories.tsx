import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { WidgetButton } from '../widget-button';
import { WidgetWindow } from '../widget-window';
import { OverlayContainer } from './overlay-container';

export default { title: 'Shell / Containers' } satisfies StoryDefault;

export const Overlay: Story = () => {
  const [open, setOpen] = useState(true);
  const close = () => setOpen(false);
  if (!open) return <WidgetButton onClick={() => setOpen(true)}>Open the overlay</WidgetButton>;
  return (
    <OverlayContainer onDismiss={close}>
      <WidgetWindow
        title="Call Us"
        onClose={close}
        buttons={<WidgetButton onClick={close}>Cancel</WidgetButton>}
      >
        <p>You can reach us at any of the following numbers...</p>
        <p>+1 555 0100</p>
      </WidgetWindow>
    </OverlayContainer>
  );
};
