/// <reference types="vite/client" />
import { enWebchat } from '@cxkit/headless/chat-texts';
import { describe, expect, it } from 'vitest';
import type { AreaTexts } from './chat-texts.types';

const modules = import.meta.glob<Record<string, unknown>>('../*/*.texts.ts', { eager: true });

function isAreaTexts(value: unknown): value is AreaTexts {
  return typeof value === 'object' && value !== null && 'en' in value && 'fr' in value;
}

const areas = Object.entries(modules).flatMap(([file, module]) =>
  Object.entries(module)
    .filter((entry): entry is [string, AreaTexts] => isAreaTexts(entry[1]))
    .map(([name, texts]) => ({ area: `${file} › ${name}`, texts })),
);

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!).sort();
}

describe('chat area texts', () => {
  it('are found for every area', () => {
    expect(areas.length).toBeGreaterThanOrEqual(6);
  });

  it.each(areas)('$area: French is complete, with the same placeholders', ({ texts }) => {
    const keys = Object.keys(texts.en).sort();
    expect(Object.keys(texts.fr).sort()).toEqual(keys);
    for (const key of keys) {
      expect(texts.en[key]!.trim(), key).not.toBe('');
      expect(texts.fr[key]!.trim(), key).not.toBe('');
      expect(placeholders(texts.fr[key]!), key).toEqual(placeholders(texts.en[key]!));
    }
  });

  it('define each key once, and none the web chat packs already have', () => {
    const keys = areas.flatMap(({ texts }) => Object.keys(texts.en));
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(Object.hasOwn(enWebchat, key), key).toBe(false);
  });
});
