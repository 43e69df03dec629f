import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { WidgetButton } from '../shell/widget-button';
import { OverlayFrame } from './overlay-frame';
import { SiteHtml } from './site-html';
import { ToasterFrame } from './toaster-frame';
import { overlayFrameAnatomy, toasterFrameAnatomy } from './views.anatomy';

export default { title: 'Views / Frames' } satisfies StoryDefault;

/** A widget's own markup in the overlay frame, dismissed with Escape, the backdrop or its button. */
function OverlayWith({ position }: { position: 'left' | 'right' | 'center' }) {
  const [open, setOpen] = useState(true);
  if (!open) return <WidgetButton onClick={() => setOpen(true)}>Open the overlay</WidgetButton>;
  return (
    <OverlayFrame
      position={position}
      aria-labelledby="story-overlay-title"
      onDismiss={() => setOpen(false)}
    >
      <div style={{ padding: '1rem' }}>
        <h2 id="story-overlay-title">Need help?</h2>
        <p>Our team is here to answer your questions.</p>
        <WidgetButton onClick={() => setOpen(false)}>Close</WidgetButton>
      </div>
    </OverlayFrame>
  );
}

export const OverlayCenter: Story = () => <OverlayWith position="center" />;
export const OverlayLeft: Story = () => <OverlayWith position="left" />;
export const OverlayRight: Story = () => <OverlayWith position="right" />;

export const OverlayWithoutBackdrop: Story = () => (
  <OverlayFrame backdrop={false} aria-label="Announcement">
    <p style={{ padding: '1rem' }}>The overlay without a dimming backdrop.</p>
  </OverlayFrame>
);

export const OverlayOpening: Story = () => (
  <OverlayFrame state="opening" aria-label="Opening overlay">
    <p style={{ padding: '1rem' }}>Entering (250 ms).</p>
  </OverlayFrame>
);

export const OverlayClosing: Story = () => (
  <OverlayFrame state="closing" aria-label="Closing overlay">
    <p style={{ padding: '1rem' }}>Leaving (500 ms).</p>
  </OverlayFrame>
);

export const OverlayImmutable: Story = () => (
  <OverlayFrame dismissible={false} aria-label="Reserved overlay">
    <p style={{ padding: '1rem' }}>Reserved by the plugin that opened it: Escape does nothing.</p>
  </OverlayFrame>
);

export const OverlaySiteHtml: Story = () => (
  <OverlayFrame aria-label="Site content">
    <SiteHtml
      {...overlayFrameAnatomy.content.attrs}
      html={'<h2>Spring sale</h2><p>Save 20% today.</p><script>alert(1)</script>'}
    />
  </OverlayFrame>
);

export const Toaster: Story = () => {
  const [open, setOpen] = useState(true);
  if (!open) return <WidgetButton onClick={() => setOpen(true)}>Open the toaster</WidgetButton>;
  return (
    <ToasterFrame aria-labelledby="story-toaster-title" onDismiss={() => setOpen(false)}>
      <div style={{ padding: '1rem' }}>
        <h2 id="story-toaster-title">Chat with us</h2>
        <p>An agent is available now.</p>
        <WidgetButton onClick={() => setOpen(false)}>No thanks</WidgetButton>
      </div>
    </ToasterFrame>
  );
};

export const ToasterOpening: Story = () => (
  <ToasterFrame state="opening" aria-label="Opening toaster">
    <p style={{ padding: '1rem' }}>Entering (250 ms).</p>
  </ToasterFrame>
);

export const ToasterClosing: Story = () => (
  <ToasterFrame state="closing" aria-label="Closing toaster">
    <p style={{ padding: '1rem' }}>Leaving (500 ms).</p>
  </ToasterFrame>
);

export const ToasterSiteHtml: Story = () => (
  <ToasterFrame aria-label="Site content">
    <SiteHtml {...toasterFrameAnatomy.content.attrs} html={'<p>Free shipping this week.</p>'} />
  </ToasterFrame>
);
