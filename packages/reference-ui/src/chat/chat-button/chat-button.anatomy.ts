import { createAnatomy } from '@cxkit/headless/services';

/** The parts of a side button (the chat button is one) and their `data-scope` / `data-part` attributes. */
export const sideButtonAnatomy = createAnatomy('side-button', {
  root: 'root',
  icon: 'icon',
  label: 'label',
});

/** The parts of the side button group and their `data-scope` / `data-part` attributes. */
export const sideButtonGroupAnatomy = createAnatomy('side-button-group', {
  root: 'root',
});
