import { createAnatomy } from '@cxkit/headless/services';

/** The parts of the actions menu and their `data-scope` / `data-part` attributes. */
export const actionsMenuAnatomy = createAnatomy('actions-menu', {
  root: 'root',
  trigger: 'trigger',
  content: 'content',
  emojiGroup: 'emoji-group',
  item: 'item',
  description: 'description',
  fileInput: 'file-input',
});
