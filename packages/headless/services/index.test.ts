import { describe, expect, it } from 'vitest';
import * as services from './index';

describe('services entry point', () => {
  it('imports without a browser and exposes every service by name', () => {
    expect(typeof window).toBe('undefined');
    expect(Object.keys(services).sort()).toEqual(
      [
        'HttpError',
        'LanguagePackError',
        'builtInLanguagePacks',
        'createBrowserOnlineSignal',
        'createBrowserViewportSignal',
        'createBrowserVisibilitySignal',
        'createCookieStore',
        'createDocumentCookieBackend',
        'createFormValidation',
        'createHttpClient',
        'createManualClock',
        'createMemoryCookieBackend',
        'createStaticOnlineSignal',
        'createStaticViewportSignal',
        'createStaticVisibilitySignal',
        'createTranslator',
        'defaultViewportWidth',
        'en',
        'fetchLanguagePack',
        'fetchLanguagePacks',
        'formatCountdown',
        'formatFileSize',
        'fr',
        'i18nKeys',
        'isMobileWidth',
        'mergeLanguagePacks',
        'mobileBreakpointPx',
        'splitDuration',
        'systemClock',
      ].sort(),
    );
  });
});
