import { describe, expect, it } from 'vitest';
import type { EventFromLogic } from 'xstate';
import { transitionCoverage } from '../testing/transition-coverage';
import { createCookieStore } from '../../services/cookies/cookie-store';
import { webchatLanguagePacks } from '../../services/i18n/webchat-packs';
import { createAutoLoadList } from './app.auto-load';
import { parseAppConfig } from './app.config';
import { appMachine } from './app.machine';

type Event = EventFromLogic<typeof appMachine>;

const services = {
  loadPlugin: async () => undefined,
  fetchLanguagePacks: async () => ({}),
  autoLoad: createAutoLoadList(createCookieStore()),
};

const events: Event[] = [
  { type: 'theme.set', theme: 'light' },
  { type: 'theme.set', theme: 'neon' },
  { type: 'theme.reapply' },
  { type: 'language.set', language: 'fr' },
  { type: 'language.set', language: 'zz' },
  { type: 'headers.update', headers: { apikey: 'k' } },
  { type: 'headers.update', headers: { Cookie: 'c' } },
  { type: 'headers.remove', names: ['apikey'] },
  { type: 'headers.remove', names: ['Cookie'] },
  { type: 'viewport.resize', width: 320 },
  { type: 'widgets.closeAll' },
  { type: 'packs.add', packs: webchatLanguagePacks },
  {
    type: 'xstate.done.actor.languagePacks',
    output: { de: { 'common.close': 'Schließen' } },
  } as unknown as Event,
  { type: 'xstate.error.actor.languagePacks', error: new Error('404') } as unknown as Event,
  { type: 'xstate.after.pluginLoadDelay.app.waitingForPlugins' } as unknown as Event,
  { type: 'xstate.done.actor.plugins', output: { loaded: [], failed: [] } } as unknown as Event,
];

describe('app machine paths', () => {
  it('reaches every state and takes every transition', () => {
    const coverage = transitionCoverage(appMachine, [
      { input: { config: parseAppConfig({}), services }, events },
      { input: { config: parseAppConfig({ i18n: '/i18n.json', lang: 'de' }), services }, events },
    ]);
    expect(coverage.unreachedStates).toEqual([]);
    expect(coverage.untakenTransitions).toEqual([]);
    expect(coverage.totals).toEqual({ states: 5, transitions: 16 });
  });

  it('reports what a narrower traversal misses', () => {
    const coverage = transitionCoverage(appMachine, [
      {
        input: { config: parseAppConfig({}), services },
        events: [{ type: 'theme.set', theme: 'light' }],
      },
    ]);
    expect(coverage.unreachedStates).toEqual([
      'app.loadingLanguage',
      'app.loadingPlugins',
      'app.ready',
    ]);
    expect(coverage.untakenTransitions).toContain('app -[theme.set #1]-> app');
    expect(coverage.untakenTransitions).not.toContain('app -[theme.set #0]-> app');
  });
});
