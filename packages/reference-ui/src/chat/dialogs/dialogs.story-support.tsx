import { useState, type ReactNode } from 'react';
import { WidgetButton } from '../../shell/widget-button';
import { WidgetWindow } from '../../shell/widget-window';

/**
 * A chat window with a dialog in its dialog layer; `render(close)` gets a callback that hides it,
 * and the window's body has a button that shows it again.
 */
export function ChatWindowWithDialog({ render }: { render: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(true);
  const close = () => setOpen(false);
  return (
    <WidgetWindow title="Live Chat" dialog={open && render(close)}>
      <p>Agent: Hello, how can I help you today?</p>
      <p>You: I have a question about my order.</p>
      <WidgetButton onClick={() => setOpen(true)}>Show the dialog again</WidgetButton>
    </WidgetWindow>
  );
}

/** A button that shows the content again, and `render(shown, hide)` for content that stays mounted. */
export function Reshowable({
  render,
}: {
  render: (shown: boolean, hide: () => void) => ReactNode;
}) {
  const [shown, setShown] = useState(true);
  return (
    <>
      <WidgetButton onClick={() => setShown(true)}>Show it again</WidgetButton>
      {render(shown, () => setShown(false))}
    </>
  );
}
