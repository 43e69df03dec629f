import { createAnatomy } from '../../services/anatomy/create-anatomy';

/** The countdown's parts and their `data-scope` / `data-part` attributes. */
export const countdownAnatomy = createAnatomy('countdown', {
  root: 'root',
  liveRegion: 'live-region',
});
