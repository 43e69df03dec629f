import { createAnatomy } from '@cxkit/headless/services';

/** The parts of the widget button and their `data-scope` / `data-part` attributes. */
export const widgetButtonAnatomy = createAnatomy('button', {
  root: 'root',
});
