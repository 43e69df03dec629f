/** The styleable properties of rich-media content (spec 1, section 3), each also with a `-hover` variant. */
export const styleableProperties = [
  'background-color',
  'color',
  'border-radius',
  'border',
  'text-decoration',
  'font-weight',
  'font-style',
  'align',
] as const;

/** A styleable property. */
export type StyleableProperty = (typeof styleableProperties)[number];

/** The shorthand flags: `italic`, `bold` and `underline` (each also with a `-hover` variant). */
export const styleFlags = {
  italic: 'font-style',
  bold: 'font-weight',
  underline: 'text-decoration',
} as const;

/**
 * The spec's style groups: 1 all properties, 2 all except border and border-radius, 3 text styling only.
 * Buttons, quick replies and the content box take group 1; list items, links, images and attachments
 * group 2; text group 3.
 */
export const styleGroups: Record<1 | 2 | 3, ReadonlySet<StyleableProperty>> = {
  1: new Set(styleableProperties),
  2: new Set(styleableProperties.filter((name) => name !== 'border' && name !== 'border-radius')),
  3: new Set<StyleableProperty>(['color', 'text-decoration', 'font-weight', 'font-style', 'align']),
};

const color =
  /^(?:#[0-9a-f]{3,4}|#[0-9a-f]{6}|#[0-9a-f]{8}|[a-z]{3,24}|(?:rgb|hsl)a?\(\s*[\d.]+%?(?:\s*[,\s/]\s*[\d.]+%?){2,3}\s*\))$/i;
const length = /^(?:0|\d{1,4}(?:\.\d{1,3})?(?:px|em|rem|%))$/;
const borderStyle = /^(?:none|solid|dashed|dotted|double)$/;

function isBorder(value: string): boolean {
  // Colour functions hold spaces: keep `rgb(...)` and `hsl(...)` as one part; nothing may be left over.
  const parts = value.match(/[a-z]+\([^)]*\)|[^\s(]+/gi) ?? [];
  const compact = (text: string) => text.replace(/\s+/g, '');
  if (parts.length === 0 || parts.length > 3 || compact(parts.join('')) !== compact(value))
    return false;
  return parts.every((part) => length.test(part) || borderStyle.test(part) || color.test(part));
}

const validValue: Record<StyleableProperty, (value: string) => boolean> = {
  'background-color': (value) => color.test(value),
  color: (value) => color.test(value),
  'border-radius': (value) => {
    const parts = value.split(/\s+/);
    return parts.length <= 4 && parts.every((part) => length.test(part));
  },
  border: isBorder,
  'text-decoration': (value) => /^(?:none|underline|line-through|overline)$/.test(value),
  'font-weight': (value) => /^(?:normal|bold|bolder|lighter|[1-9]00)$/.test(value),
  'font-style': (value) => /^(?:normal|italic|oblique)$/.test(value),
  align: (value) => /^(?:left|center|right|justify)$/.test(value),
};

const cssName = (property: StyleableProperty): string =>
  property === 'align'
    ? 'textAlign'
    : property.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

const flagValue = { italic: 'italic', bold: 'bold', underline: 'underline' } as const;

/**
 * The inline style for a component: allow-listed properties of its group with allow-listed values
 * (camel-cased, as React takes them); hover values go to `--cx-rm-hover-<property>` custom properties
 * that the stylesheet applies on `:hover`. Anything else is dropped.
 */
export function componentStyle(
  styles: Readonly<Record<string, unknown>> | undefined,
  group: 1 | 2 | 3,
): Record<string, string> {
  const style: Record<string, string> = {};
  if (!styles) return style;
  const allowed = styleGroups[group];
  const put = (property: StyleableProperty, value: string, hover: boolean) => {
    if (!allowed.has(property) || value.length > 64 || !validValue[property](value)) return;
    if (hover) style[`--cx-rm-hover-${property === 'align' ? 'text-align' : property}`] = value;
    else style[cssName(property)] = value;
  };
  for (const [key, raw] of Object.entries(styles)) {
    const hover = key.endsWith('-hover');
    const name = hover ? key.slice(0, -'-hover'.length) : key;
    if (Object.hasOwn(styleFlags, name)) {
      const flag = name as keyof typeof styleFlags;
      if (raw === true || raw === 'true') put(styleFlags[flag], flagValue[flag], hover);
    } else if (
      (styleableProperties as readonly string[]).includes(name) &&
      typeof raw === 'string'
    ) {
      put(name as StyleableProperty, raw.trim().toLowerCase(), hover);
    }
  }
  return style;
}
