import { createAnatomy } from '../../services/anatomy/create-anatomy';

/** The quick-reply row's parts and their `data-scope` / `data-part` attributes. */
export const quickReplyAnatomy = createAnatomy('quick-replies', {
  root: 'root',
  chip: 'chip',
});
