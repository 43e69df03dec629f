import { AppConfigError } from '@cxkit/headless/app';
import { describe, expect, it } from 'vitest';
import { mapMainConfig } from './genesys-config';

describe('mapMainConfig', () => {
  it('keeps the fields the app config knows and lists the others in order', () => {
    expect(
      mapMainConfig({
        main: {
          theme: 'light',
          debugTimestamps: true,
          header: { apikey: 'k' },
          iconSet: 'default',
          extensions: {},
        },
        webchat: { emojis: true },
      }),
    ).toEqual({
      config: { theme: 'light', header: { apikey: 'k' } },
      ignored: ['debugTimestamps', 'iconSet', 'extensions'],
    });
  });

  it('merges the aliases, main over app over global', () => {
    expect(
      mapMainConfig({
        global: { lang: 'fr', theme: 'dark', debug: true },
        app: { lang: 'en', theme: 'dark' },
        main: { theme: 'light' },
      }).config,
    ).toEqual({ lang: 'en', theme: 'light', debug: true });
  });

  it('returns an empty config without main settings', () => {
    expect(mapMainConfig({})).toEqual({ config: {}, ignored: [] });
  });

  it('refuses an alias that is not an object, naming it', () => {
    expect(() => mapMainConfig({ main: 'dark' as never })).toThrow(AppConfigError);
    expect(() => mapMainConfig({ app: [] as never })).toThrow(
      'Invalid app config: app: Expected an object',
    );
  });
});
