/** The menu button's parts and their `data-scope` / `data-part` attributes. */
export const menuAnatomy = {
  trigger: { attrs: { 'data-scope': 'menu', 'data-part': 'trigger' } },
  content: { attrs: { 'data-scope': 'menu', 'data-part': 'content' } },
  item: { attrs: { 'data-scope': 'menu', 'data-part': 'item' } },
} as const;
