import { createAnatomy } from '@cxkit/headless/services';

/** The Search window's own parts, beside the headless search's (`data-scope="search"`). */
export const searchWindowAnatomy = createAnatomy('search-window', {
  bar: 'bar',
  heading: 'heading',
  list: 'list',
  title: 'title',
  snippet: 'snippet',
  hint: 'hint',
  body: 'body',
  attachments: 'attachments',
  question: 'question',
  thanks: 'thanks',
  stars: 'stars',
  starLabel: 'star-label',
  failed: 'failed',
  visuallyHidden: 'visually-hidden',
});
