import { createAnatomy } from '../../services/anatomy/create-anatomy';

/** The dock's parts and their `data-scope` / `data-part` attributes. */
export const dockManagerAnatomy = createAnatomy('dock-manager', {
  view: 'view',
  sideButtonGroup: 'side-button-group',
  sideButton: 'side-button',
});
