import { createAnatomy } from '../../services/anatomy/create-anatomy';

/** The chat's parts and their `data-scope` / `data-part` attributes. */
export const chatSessionAnatomy = createAnatomy('chat', {
  form: 'form',
  field: 'field',
  transcript: 'transcript',
  input: 'input',
  sendButton: 'send-button',
  fileInput: 'file-input',
});
