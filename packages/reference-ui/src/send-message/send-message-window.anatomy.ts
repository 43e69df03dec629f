import { createAnatomy } from '@cxkit/headless/services';

/** The SendMessage window's own parts, beside the headless send-message's (`data-scope="send-message"`). */
export const sendMessageWindowAnatomy = createAnatomy('send-message-window', {
  fields: 'fields',
  item: 'item',
  label: 'label',
  field: 'field',
  fieldError: 'field-error',
  attachments: 'attachments',
  fileName: 'file-name',
  fileSize: 'file-size',
  successText: 'success-text',
});
