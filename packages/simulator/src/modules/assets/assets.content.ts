import type { SimulatorAssetKind } from '../../chat/rich-media-samples';

/** A generated asset: its content type, body and any further headers. */
export interface SimulatorAsset {
  /** The Content-Type header. */
  contentType: string;
  /** The body. */
  body: string;
  /** Further headers (e.g. Content-Disposition). */
  headers: Record<string, string>;
}

const namePattern = /^([a-z0-9][a-z0-9-]{0,63})\.(svg|txt)$/;

// Dark enough for white text to keep a 4.5:1 contrast on every one of them.
const palette = ['#1d4ed8', '#0f766e', '#7c3aed', '#b91c1c', '#a16207', '#be185d', '#374151'];

function colourOf(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return palette[hash % palette.length] ?? '#374151';
}

function svgOf(name: string): string {
  const label = name.replace(/-/g, ' ');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180" viewBox="0 0 320 180" role="img">',
    `<title>${label}</title>`,
    `<rect width="320" height="180" rx="12" fill="${colourOf(name)}"/>`,
    '<circle cx="270" cy="44" r="22" fill="#ffffff" fill-opacity="0.25"/>',
    `<text x="160" y="98" fill="#ffffff" font-family="system-ui, sans-serif" font-size="24" text-anchor="middle">${label}</text>`,
    '<text x="160" y="132" fill="#ffffff" fill-opacity="0.8" font-family="system-ui, sans-serif" font-size="12" text-anchor="middle">cxkit simulator</text>',
    '</svg>',
    '',
  ].join('\n');
}

/**
 * The asset a file name asks for: `{name}.svg` is a coloured picture labelled with the name,
 * `{name}.txt` a short text file sent as a download; any other name has none.
 */
export function simulatorAsset(file: string): SimulatorAsset | undefined {
  const match = namePattern.exec(file);
  if (!match) return undefined;
  const name = match[1] ?? '';
  const kind = match[2] as SimulatorAssetKind;
  if (kind === 'svg') {
    return { contentType: 'image/svg+xml; charset=utf-8', body: svgOf(name), headers: {} };
  }
  return {
    contentType: 'text/plain; charset=utf-8',
    body: `${name}.txt: a sample file served by the cxkit simulator.\n`,
    headers: { 'content-disposition': `attachment; filename="${name}.txt"` },
  };
}
