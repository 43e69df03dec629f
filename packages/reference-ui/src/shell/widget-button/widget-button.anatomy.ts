import { createAnatomy } from '../internal/create-anatomy';

/** The parts of the widget button and their `data-scope` / `data-part` attributes. */
export const widgetButtonAnatomy = createAnatomy('button', {
  root: 'root',
});
