/** The dock's parts and their `data-scope` / `data-part` attributes. */
export const dockManagerAnatomy = {
  view: { attrs: { 'data-scope': 'dock-manager', 'data-part': 'view' } },
  sideButtonGroup: { attrs: { 'data-scope': 'dock-manager', 'data-part': 'side-button-group' } },
  sideButton: { attrs: { 'data-scope': 'dock-manager', 'data-part': 'side-button' } },
} as const;
