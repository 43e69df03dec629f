/** The app's parts and their `data-scope` / `data-part` attributes. */
export const appAnatomy = {
  root: { attrs: { 'data-scope': 'app', 'data-part': 'root' } },
} as const;
