import { describe, expect, it } from 'vitest';
import {
  KnowledgeCenterSettingsError,
  parseKnowledgeCenterSettings,
} from './knowledgecenter-settings';

describe('parseKnowledgeCenterSettings', () => {
  it("keeps the service's keys as written, and lists what neither the service nor the window reads", () => {
    expect(
      parseKnowledgeCenterSettings({
        host: 'https://kc.example/gkc-ws/api',
        apiVersion: 'V1',
        knowledgebases: ['kb1'],
        lang: 'fr',
        tenantId: 42,
        apikey: 'kc-key',
        enableHTML: true,
        maxSearchResults: 5,
        search: { SearchButton: { enabled: true, openDelay: 500, colour: 'red' } },
        servicePlugin: 'KnowledgeCenterService',
        theme: 'dark',
      }),
    ).toEqual({
      service: {
        host: 'https://kc.example/gkc-ws/api',
        apiVersion: 'V1',
        knowledgebases: ['kb1'],
        lang: 'fr',
        tenantId: 42,
        apikey: 'kc-key',
        enableHTML: true,
        maxSearchResults: 5,
      },
      ignored: ['knowledgecenter.search.SearchButton.colour', 'knowledgecenter.theme'],
    });
  });

  it('names every bad setting, as the service names it', () => {
    let caught: unknown;
    try {
      parseKnowledgeCenterSettings({
        host: 'not a url',
        apiVersion: 'v3',
        maxTrendingResults: 0,
        enableHTML: 'yes',
        knowledgebases: 'kb1',
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(KnowledgeCenterSettingsError);
    expect((caught as KnowledgeCenterSettingsError).issues).toEqual([
      { field: 'knowledgecenter.host', message: 'Expected a URL' },
      { field: 'knowledgecenter.apiVersion', message: "Expected 'v1' or 'v2'" },
      { field: 'knowledgecenter.maxTrendingResults', message: 'Expected a whole number above 0' },
      { field: 'knowledgecenter.enableHTML', message: 'Expected true or false' },
      { field: 'knowledgecenter.knowledgebases', message: 'Expected a list of texts' },
    ]);
  });

  it("refuses settings without a host, and no object with the spec's 'Invalid configuration'", () => {
    expect(() => parseKnowledgeCenterSettings({ lang: 'en' })).toThrow(
      'knowledgecenter.host: Expected the knowledge center URL',
    );
    expect(() => parseKnowledgeCenterSettings(undefined)).toThrow(
      new KnowledgeCenterSettingsError([
        { field: 'knowledgecenter', message: 'Expected an object' },
      ]),
    );
    expect(() => parseKnowledgeCenterSettings({})).toThrow(/^Invalid configuration$/);
  });
});
