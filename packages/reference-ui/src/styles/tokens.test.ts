import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transform } from 'lightningcss';
import { describe, expect, it } from 'vitest';

const sourceRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Every stylesheet of the reference UI, as path and text. */
function stylesheets(): { path: string; css: string }[] {
  return readdirSync(sourceRoot, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.css'))
    .map((path) => ({ path, css: readFileSync(join(sourceRoot, path), 'utf8') }));
}

/** The custom properties whose value is a plain number, in the order declared. */
function numericProperties(css: string): [string, string][] {
  return [...css.matchAll(/(--[\w-]+)\s*:\s*(-?\d+(?:\.\d+)?)\s*[;}]/g)].map(([, name, value]) => [
    name!,
    value!,
  ]);
}

/** What Vite 8's CSS minifier (Lightning CSS) makes of a stylesheet. */
function minified(css: string, path: string): string {
  return transform({ filename: path, code: Buffer.from(css), minify: true }).code.toString();
}

describe('design tokens', () => {
  it('keep every numeric custom property exact through a site build (Lightning CSS rounds to six digits)', () => {
    const checked: string[] = [];
    for (const { path, css } of stylesheets()) {
      const before = numericProperties(css);
      expect(numericProperties(minified(css, path)), path).toEqual(before);
      checked.push(...before.map(([name]) => name));
    }
    expect(checked).toEqual(
      expect.arrayContaining(['--cx-z-dock', '--cx-z-overlay', '--cx-z-toast']),
    );
  });

  it('stack the layers dock, overlay, toast in that order, above the page', () => {
    const tokens = new Map(
      numericProperties(readFileSync(join(sourceRoot, 'styles/tokens.css'), 'utf8')),
    );
    const layer = (name: string) => Number(tokens.get(name));
    expect(layer('--cx-z-dock')).toBeGreaterThan(2_000_000_000);
    expect(layer('--cx-z-overlay')).toBeGreaterThan(layer('--cx-z-dock'));
    expect(layer('--cx-z-toast')).toBeGreaterThan(layer('--cx-z-overlay'));
    expect(layer('--cx-z-toast')).toBeLessThanOrEqual(2_147_483_647);
  });
});
