import { describe, expect, it } from 'vitest';
import * as services from './index';

describe('services entry point', () => {
  it('imports without a browser and exposes every service by name', () => {
    expect(typeof window).toBe('undefined');
    for (const name of [
      'createAnatomy',
      'createTranslator',
      'createCookieStore',
      'formatCountdown',
      'formatFileSize',
      'createManualClock',
      'createHttpClient',
      'createBrowserViewportSignal',
      'createBrowserActivitySignal',
      'hasChatToResume',
      'createWebLocksPresence',
      'createMemoryTabRegistry',
      'checkChatOptions',
    ]) {
      expect(typeof (services as Record<string, unknown>)[name], name).toBe('function');
    }
  });
});
