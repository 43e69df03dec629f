import type { LanguagePacks } from '../../services/i18n/translator';
import { isMobileWidth } from '../../services/signals/mobile';
import type { ViewportSignal } from '../../services/signals/signals.types';

/** Animation speeds by name (ms). */
export const animationSpeeds = { slow: 600, default: 400, fast: 200 } as const;

/** The built-in themes and their CSS class names. */
export const builtInThemes: Readonly<Record<string, string>> = Object.freeze({
  dark: 'cx-theme-dark',
  light: 'cx-theme-light',
});

/** The request headers that may be set on service calls. */
export const allowedRequestHeaders = ['Authorization', 'apikey'] as const;

/** A request header name that may be set. */
export type RequestHeaderName = (typeof allowedRequestHeaders)[number];

/** Why a language code cannot be used. */
export type LanguageProblem = 'noLanguageCode' | 'noMatchingLanguage';

/** All themes by name (built-in ones first, then the site's own) to CSS class names. */
export function allThemes(custom: Record<string, string>): Record<string, string> {
  return { ...builtInThemes, ...custom };
}

/** Whether `theme` is a known theme name. */
export function isKnownTheme(themes: Record<string, string>, theme: unknown): theme is string {
  return typeof theme === 'string' && Object.hasOwn(themes, theme);
}

/**
 * The pack code for `language`: the code itself when there is a pack for it, else its primary
 * language (`fr-CA` reads `fr`); `undefined` when neither has a pack.
 */
export function matchLanguage(packs: LanguagePacks, language: string): string | undefined {
  if (Object.hasOwn(packs, language)) return language;
  const primary = language.split('-')[0]!;
  return Object.hasOwn(packs, primary) ? primary : undefined;
}

/** Why `language` cannot be used with these packs, or `undefined` when it can (see {@link matchLanguage}). */
export function languageProblem(
  packs: LanguagePacks,
  language: unknown,
): LanguageProblem | undefined {
  if (typeof language !== 'string' || language.trim() === '') return 'noLanguageCode';
  if (matchLanguage(packs, language) === undefined) return 'noMatchingLanguage';
  return undefined;
}

/** What decides mobile mode in `auto`: the viewport's size and whether its pointer is a finger. */
export interface ViewportState {
  /** Width in CSS pixels. */
  width: number;
  /** Height in CSS pixels, if known. */
  height?: number;
  /** Whether the primary pointer is coarse. */
  coarsePointer?: boolean;
}

/** Reads what decides mobile mode from a viewport signal. */
export function readViewport(viewport: ViewportSignal): ViewportState {
  return {
    width: viewport.width(),
    height: viewport.height?.(),
    coarsePointer: viewport.coarsePointer?.(),
  };
}

/**
 * Whether mobile mode applies for the setting, the viewport and the breakpoint: in `auto`, a
 * viewport narrower than the breakpoint, or a touch screen in landscape shorter than it (a phone
 * turned sideways is wider than the breakpoint, but as short as a phone is narrow).
 */
export function isMobile(
  mode: 'auto' | boolean,
  viewport: ViewportState | undefined,
  breakpoint: number,
): boolean {
  if (mode !== 'auto') return mode;
  if (viewport === undefined) return false;
  if (isMobileWidth(viewport.width, breakpoint)) return true;
  const { width, height, coarsePointer } = viewport;
  return coarsePointer === true && height !== undefined && height < width && height < breakpoint;
}

/** The headers of an update when it names only allowed headers (at least one), else `undefined`. */
export function validHeaderUpdate(
  update: unknown,
): Partial<Record<RequestHeaderName, string>> | undefined {
  if (typeof update !== 'object' || update === null || Array.isArray(update)) return undefined;
  const entries = Object.entries(update);
  if (entries.length === 0) return undefined;
  const allowed = entries.every(
    ([name, value]) =>
      (allowedRequestHeaders as readonly string[]).includes(name) && typeof value === 'string',
  );
  return allowed
    ? (Object.fromEntries(entries) as Partial<Record<RequestHeaderName, string>>)
    : undefined;
}

/** Whether `names` is a non-empty list of allowed request header names. */
export function isAllowedHeaderList(names: unknown): names is RequestHeaderName[] {
  return (
    Array.isArray(names) &&
    names.length > 0 &&
    names.every((name) => (allowedRequestHeaders as readonly unknown[]).includes(name))
  );
}

/** The headers without the named ones. */
export function withoutHeaders(
  headers: Partial<Record<RequestHeaderName, string>>,
  names: readonly string[],
): Partial<Record<RequestHeaderName, string>> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !names.includes(name)));
}
