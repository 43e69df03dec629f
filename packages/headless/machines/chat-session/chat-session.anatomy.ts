/** The chat's parts and their `data-scope` / `data-part` attributes. */
export const chatSessionAnatomy = {
  form: { attrs: { 'data-scope': 'chat', 'data-part': 'form' } },
  field: { attrs: { 'data-scope': 'chat', 'data-part': 'field' } },
  transcript: { attrs: { 'data-scope': 'chat', 'data-part': 'transcript' } },
  input: { attrs: { 'data-scope': 'chat', 'data-part': 'input' } },
  sendButton: { attrs: { 'data-scope': 'chat', 'data-part': 'send-button' } },
  fileInput: { attrs: { 'data-scope': 'chat', 'data-part': 'file-input' } },
} as const;
