import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { WidgetButton } from '../widget-button';
import { WidgetDialog } from '../widget-dialog';
import { WidgetWindow, type WidgetWindowProps } from './widget-window';

export default { title: 'Shell / Widget window' } satisfies StoryDefault;

/** A callback-like window whose minimize and close buttons work. */
function SampleWindow({ defaultMinimized = false, ...props }: Partial<WidgetWindowProps>) {
  const [open, setOpen] = useState(true);
  const [minimized, setMinimized] = useState(defaultMinimized);
  if (!open) {
    return (
      <WidgetButton variant="primary" onClick={() => setOpen(true)}>
        Open the window
      </WidgetButton>
    );
  }
  return (
    <WidgetWindow
      title="Receive a Call"
      minimized={minimized}
      onMinimizedChange={(details) => setMinimized(details.minimized)}
      onClose={() => setOpen(false)}
      buttons={
        <>
          <WidgetButton onClick={() => setOpen(false)}>Cancel</WidgetButton>
          <WidgetButton variant="primary">Confirm</WidgetButton>
        </>
      }
      {...props}
    >
      <p>Leave your number and we will call you back as soon as an agent is free.</p>
      <p>When should we call you? As soon as possible, or pick a date and time.</p>
    </WidgetWindow>
  );
}

export const Default: Story = () => <SampleWindow />;

export const Loading: Story = () => <SampleWindow loading />;

export const DialogOpen: Story = () => {
  const [confirming, setConfirming] = useState(true);
  const close = () => setConfirming(false);
  return (
    <SampleWindow
      onClose={() => setConfirming(true)}
      dialog={
        confirming && (
          <WidgetDialog
            role="alertdialog"
            title="Cancel callback"
            onClose={close}
            buttons={
              <>
                <WidgetButton onClick={close}>No</WidgetButton>
                <WidgetButton variant="primary" onClick={close}>
                  Yes
                </WidgetButton>
              </>
            }
          >
            Are you sure you want to cancel arranging this callback?
          </WidgetDialog>
        )
      }
    />
  );
};
DialogOpen.storyName = 'Dialog open';

export const Minimized: Story = () => <SampleWindow defaultMinimized />;

export const Light: Story = () => <SampleWindow />;
Light.meta = { theme: 'light' };

export const Dark: Story = () => <SampleWindow />;
Dark.meta = { theme: 'dark' };

export const Mobile: Story = () => <SampleWindow />;
Mobile.meta = { mobile: true, width: 'xsmall' };
