import { createAnatomy } from '../../services/anatomy/create-anatomy';

/** The engage invite toast's parts and their `data-scope` / `data-part` attributes. */
export const engageInviteAnatomy = createAnatomy('engage-invite', {
  root: 'root',
  title: 'title',
  body: 'body',
  accept: 'accept',
  decline: 'decline',
  close: 'close',
});
