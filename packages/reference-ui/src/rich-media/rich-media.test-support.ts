import { safeUrl } from '@cxkit/headless/react/rich-media';

const tags = new Set(
  'A BLOCKQUOTE BR BUTTON CODE DIV EM H1 H2 H3 H4 H5 H6 HR IMG INPUT LABEL LI OL P PRE SPAN STRONG UL VIDEO'.split(
    ' ',
  ),
);
const targetPattern = /^(?:_blank|_self|_parent|_top|[a-z0-9][\w-]{0,63})$/i;
const hostileStyle = /url\(|expression|javascript|behavior|binding|@import|\\/i;

/** What is unsafe in rendered rich media: unknown elements, handlers, unchecked URLs, targets or styles. */
export function unsafeParts(root: HTMLElement): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    const inIcon = element.closest('svg[data-part="attachment-icon"]');
    if (!inIcon && !tags.has(element.tagName)) found.push(`element ${element.tagName}`);
    for (const { name, value } of element.attributes) {
      const bad =
        name.startsWith('on') ||
        (name === 'href' && safeUrl(value) !== value) ||
        ((name === 'src' || name === 'poster') && safeUrl(value, 'media') !== value) ||
        (name === 'target' && !targetPattern.test(value)) ||
        (name === 'style' && hostileStyle.test(value));
      if (bad) found.push(`${element.tagName} ${name}="${value}"`);
    }
  }
  return found;
}
