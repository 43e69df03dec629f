import { createAnatomy } from '@cxkit/headless/services';

/** The parts of the cxkit wordmark and their `data-scope` / `data-part` attributes. */
export const cxkitLogoAnatomy = createAnatomy('logo', {
  root: 'root',
  mark: 'mark',
  wordmark: 'wordmark',
});
