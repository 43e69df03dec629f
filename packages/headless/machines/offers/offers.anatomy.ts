import { createAnatomy } from '../../services/anatomy/create-anatomy';

/** The offer's parts and their `data-scope` / `data-part` attributes. */
export const offersAnatomy = createAnatomy('offers', {
  root: 'root',
  media: 'media',
  text: 'text',
  headline: 'headline',
  body: 'body',
  image: 'image',
  video: 'video',
  playButton: 'play-button',
  videoFrame: 'video-frame',
  cta: 'cta',
  close: 'close',
  countdown: 'countdown',
});
