import { createStatsService } from '@cxkit/headless/stats';
import { describe, expect, it } from 'vitest';
import { parseStatsSettings, StatsSettingsError } from './stats-settings';

function errorOf(settings: unknown): StatsSettingsError {
  try {
    parseStatsSettings(settings);
  } catch (error) {
    if (error instanceof StatsSettingsError) return error;
    throw error;
  }
  throw new Error('expected the settings to be refused');
}

describe('parseStatsSettings', () => {
  it('reads ajaxTimeout and ewt, lower-casing the API version', () => {
    expect(
      parseStatsSettings({
        ajaxTimeout: 5000,
        ewt: {
          dataURL: 'https://gms.example.com/genesys/2/ewt',
          apikey: 'ewt-key',
          apiVersion: 'V2',
          mode: 'ewt1',
        },
      }),
    ).toEqual({
      options: {
        ajaxTimeout: 5000,
        ewt: {
          dataURL: 'https://gms.example.com/genesys/2/ewt',
          apikey: 'ewt-key',
          apiVersion: 'v2',
          mode: 'ewt1',
        },
      },
      ignored: [],
    });
  });

  it('gives options the StatsService takes as they are', () => {
    const { options } = parseStatsSettings({
      ewt: { dataURL: '/genesys/1/service/ewt-for-vq' },
    });
    expect(createStatsService(options).options).toEqual({
      ajaxTimeout: 3000,
      ewt: { dataURL: '/genesys/1/service/ewt-for-vq' },
    });
  });

  it('lists the settings cxkit does not use', () => {
    expect(
      parseStatsSettings({ ewt: { dataURL: '/ewt', refresh: 5 }, queueStatus: true }).ignored,
    ).toEqual(['stats.ewt.refresh', 'stats.queueStatus']);
  });

  it('names every bad setting', () => {
    const error = errorOf({
      ajaxTimeout: 0,
      ewt: { dataURL: 'ftp://x', apiVersion: 'v4', mode: ' ', apikey: 3 },
    });
    expect(error.issues).toEqual([
      { field: 'stats.ajaxTimeout', message: 'Expected a number of ms from 1 to 2147483647' },
      { field: 'stats.ewt.dataURL', message: 'Expected a URL' },
      { field: 'stats.ewt.apikey', message: 'Expected a header value' },
      { field: 'stats.ewt.apiVersion', message: "Expected 'v1', 'v2' or 'v3'" },
      { field: 'stats.ewt.mode', message: 'Expected a mode name' },
    ]);
    expect(error.message).toMatch(/^Invalid configuration: stats\.ajaxTimeout: /);
    expect(errorOf({ ewt: 'x' }).issues).toEqual([
      { field: 'stats.ewt', message: 'Expected an object' },
    ]);
  });

  it("refuses missing or empty settings with 'Invalid configuration'", () => {
    expect(errorOf(undefined).message).toBe('Invalid configuration');
    expect(errorOf({}).message).toBe('Invalid configuration');
  });
});
