import { createAnatomy } from '../../services/anatomy/create-anatomy';

/** The Search window's parts and their `data-scope` / `data-part` attributes. */
export const searchAnatomy = createAnatomy('search', {
  root: 'root',
  form: 'form',
  ask: 'ask',
  clear: 'clear',
  trending: 'trending',
  results: 'results',
  result: 'result',
  more: 'more',
  noResults: 'no-results',
  document: 'document',
  attachment: 'attachment',
  back: 'back',
  close: 'close',
  feedback: 'feedback',
  vote: 'vote',
  rating: 'rating',
  star: 'star',
  comment: 'comment',
  ratingSubmit: 'rating-submit',
  error: 'error',
  status: 'status',
  button: 'button',
});
