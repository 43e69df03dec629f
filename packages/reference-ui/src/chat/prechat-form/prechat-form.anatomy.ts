import { createAnatomy } from '@cxkit/headless/services';

/**
 * The pre-chat form's own parts and their `data-scope` / `data-part` attributes; the form and the
 * start-form inputs carry the chat's (`chat` / `form`, `chat` / `field`) from `useChatForm`.
 */
export const prechatFormAnatomy = createAnatomy('prechat', {
  fields: 'fields',
  item: 'item',
  label: 'label',
  error: 'error',
  formError: 'form-error',
  buttons: 'buttons',
});

/** The attributes of an input that `useChatForm` does not own (a user-data field of a form definition). */
export const userDataFieldAttrs = { 'data-scope': 'chat', 'data-part': 'field' } as const;
