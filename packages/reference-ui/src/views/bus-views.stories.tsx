import type { Story, StoryDefault } from '@ladle/react';
import { ViewsStory } from './views.story-support';

export default { title: 'Views / Overlay and Toaster plugins' } satisfies StoryDefault;

const offer =
  '<h2>Spring sale</h2><p>Save 20% on every plan this week.</p><a href="https://example.com/sale">See the plans</a>';

/** `Overlay.open({ html })`: centred, dimmed backdrop, a close button (mutable). */
export const OverlayOpen: Story = () => (
  <ViewsStory
    commands={[{ name: 'Overlay.open', options: { html: offer, label: 'Spring sale' } }]}
  />
);

/** `position: 'left'`. */
export const OverlayLeft: Story = () => (
  <ViewsStory commands={[{ name: 'Overlay.open', options: { html: offer, position: 'left' } }]} />
);

/** `position: 'right'`, without a backdrop. */
export const OverlayRightNoBackdrop: Story = () => (
  <ViewsStory
    commands={[
      { name: 'Overlay.open', options: { html: offer, position: 'right', backdrop: false } },
    ]}
  />
);

/** `immutable: true`: reserved by its commander; no close button, Escape does nothing. */
export const OverlayImmutable: Story = () => (
  <ViewsStory
    commands={[
      { name: 'Overlay.open', options: { html: offer, immutable: true }, commander: 'Offers' },
    ]}
  />
);

/** Entering: the 250 ms phase, held. */
export const OverlayOpening: Story = () => (
  <ViewsStory
    openAnimation={60_000}
    commands={[{ name: 'Overlay.open', options: { html: offer } }]}
  />
);

/** Leaving: the 500 ms phase, held. */
export const OverlayClosing: Story = () => (
  <ViewsStory
    closeAnimation={60_000}
    commands={[{ name: 'Overlay.open', options: { html: offer } }, { name: 'Overlay.close' }]}
  />
);

/** `Toaster.open` generic: icon, title, body, primary and secondary buttons. */
export const ToasterGeneric: Story = () => (
  <ViewsStory
    commands={[
      {
        name: 'Toaster.open',
        options: {
          type: 'generic',
          title: 'Need help?',
          body: 'An agent is available to chat now.',
          icon: 'chat',
          buttons: { primary: 'Start chat', secondary: 'No thanks' },
        },
      },
    ]}
  />
);

/** `Toaster.open` custom: the command's html, sanitised. */
export const ToasterCustom: Story = () => (
  <ViewsStory commands={[{ name: 'Toaster.open', options: { type: 'custom', html: offer } }]} />
);

/** `immutable: true`: reserved; no close button. */
export const ToasterImmutable: Story = () => (
  <ViewsStory
    commands={[
      {
        name: 'Toaster.open',
        options: { title: 'Offer', body: 'Free shipping', immutable: true },
        commander: 'Offers',
      },
    ]}
  />
);

/** Entering, held. */
export const ToasterOpening: Story = () => (
  <ViewsStory
    openAnimation={60_000}
    commands={[{ name: 'Toaster.open', options: { title: 'Hello' } }]}
  />
);

/** Leaving, held. */
export const ToasterClosing: Story = () => (
  <ViewsStory
    closeAnimation={60_000}
    commands={[{ name: 'Toaster.open', options: { title: 'Hello' } }, { name: 'Toaster.close' }]}
  />
);

/** Both at once: an overlay and a toaster from different plugins. */
export const OverlayAndToaster: Story = () => (
  <ViewsStory
    commands={[
      {
        name: 'Toaster.open',
        options: { title: 'Need help?', body: 'Chat with us' },
        commander: 'Engage',
      },
      { name: 'Overlay.open', options: { html: offer }, commander: 'Offers' },
    ]}
  />
);
