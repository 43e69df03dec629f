import type { Story, StoryDefault } from '@ladle/react';
import { useRef, useState, type ReactNode } from 'react';
import { OverlayContainer } from '../overlay-container';
import { WidgetButton } from '../widget-button';
import { WidgetDialog } from './widget-dialog';

export default { title: 'Shell / Widget dialog' } satisfies StoryDefault;

/** Shows `render(close)` in an overlay, and a button that opens it again once closed. */
function Reopenable({ render }: { render: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(true);
  const close = () => setOpen(false);
  return (
    <>
      <WidgetButton onClick={() => setOpen(true)}>Open the dialog</WidgetButton>
      {open && <OverlayContainer onDismiss={close}>{render(close)}</OverlayContainer>}
    </>
  );
}

export const CoBrowseWarning: Story = () => {
  const start = useRef<HTMLButtonElement>(null);
  return (
    <Reopenable
      render={(close) => (
        <WidgetDialog
          title="Co-browse"
          onClose={close}
          initialFocusRef={start}
          buttons={
            <>
              <WidgetButton onClick={close}>Cancel</WidgetButton>
              <WidgetButton ref={start} variant="primary" onClick={close}>
                Start Co-browse
              </WidgetButton>
            </>
          }
        >
          Co-browse lets an agent see and control your desktop. Ask the agent for a code on your
          live call and enter it to start.
        </WidgetDialog>
      )}
    />
  );
};
CoBrowseWarning.storyName = 'Co-browse warning';

export const ErrorAlert: Story = () => (
  <Reopenable
    render={(close) => (
      <WidgetDialog
        role="alertdialog"
        title="Something went wrong"
        onClose={close}
        closeButton={false}
        buttons={
          <WidgetButton variant="primary" onClick={close}>
            Okay
          </WidgetButton>
        }
      >
        Phone number is required.
      </WidgetDialog>
    )}
  />
);
ErrorAlert.storyName = 'Error alert';
