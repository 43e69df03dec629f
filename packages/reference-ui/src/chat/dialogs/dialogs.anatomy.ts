import { createAnatomy } from '@cxkit/headless/services';

/** The parts the chat dialogs add to the shell's dialog and toast, with their `data-scope` / `data-part` attributes. */
export const chatDialogsAnatomy = createAnatomy('chat-dialog', {
  message: 'message',
  fileName: 'file-name',
  countdown: 'countdown',
  content: 'content',
  spinner: 'spinner',
  spinnerIcon: 'spinner-icon',
  spinnerLabel: 'spinner-label',
});
