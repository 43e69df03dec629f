import { createAnatomy } from '../../services/anatomy/create-anatomy';

/** The deflection article overlay's parts and their `data-scope` / `data-part` attributes. */
export const chatDeflectionAnatomy = createAnatomy('chat-deflection', {
  article: 'article',
  title: 'title',
  body: 'body',
  attachments: 'attachments',
  attachment: 'attachment',
  vote: 'vote',
  voteQuestion: 'vote-question',
  voteButton: 'vote-button',
  thanks: 'thanks',
  back: 'back',
  status: 'status',
});
