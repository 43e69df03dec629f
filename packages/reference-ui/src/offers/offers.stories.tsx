import type { Story, StoryDefault } from '@ladle/react';
import { OpenOffer, storyOffer } from './offers.story-support';

export default { title: 'Offers / Offer' } satisfies StoryDefault;

const video = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

/** An overlay in the default layout (leftText): the text left of the image. */
export const LeftText: Story = () => <OpenOffer />;

/** The text right of the image. */
export const RightText: Story = () => <OpenOffer offer={{ ...storyOffer, layout: 'rightText' }} />;

/** The image above the text. */
export const Stacked: Story = () => <OpenOffer offer={{ ...storyOffer, layout: 'stacked' }} />;

/** Text only: no media. */
export const Minimal: Story = () => <OpenOffer offer={{ ...storyOffer, layout: 'minimal' }} />;

/** Docked at the bottom of the page. */
export const Toaster: Story = () => <OpenOffer offer={{ ...storyOffer, mode: 'toaster' }} />;

/** An overlay without a backdrop (`modal: false`). */
export const NotModal: Story = () => <OpenOffer offer={{ ...storyOffer, modal: false }} />;

/** A video before the visitor asks to play it: no request to YouTube yet. */
export const VideoNotPlayed: Story = () => (
  <OpenOffer offer={{ ...storyOffer, image: undefined, video }} />
);

/** The video's privacy-friendly player, once asked (youtube-nocookie.com). */
export const VideoPlaying: Story = () => (
  <OpenOffer offer={{ ...storyOffer, image: undefined, video }} play />
);

/** A timeout with its countdown text. */
export const Countdown: Story = () => (
  <OpenOffer offer={{ ...storyOffer, timeout: 60_000, countdownText: 'Offer ends in {time}' }} />
);

/** A link as the call to action, with no caption of its own. */
export const LinkCta: Story = () => (
  <OpenOffer
    offer={{ ...storyOffer, button: undefined, cta: { url: 'https://example.com/sale' } }}
  />
);
