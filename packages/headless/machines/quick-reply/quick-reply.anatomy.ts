/** The quick-reply row's parts and their `data-scope` / `data-part` attributes. */
export const quickReplyAnatomy = {
  root: { attrs: { 'data-scope': 'quick-replies', 'data-part': 'root' } },
  chip: { attrs: { 'data-scope': 'quick-replies', 'data-part': 'chip' } },
} as const;
