import { Script } from 'node:vm';
import js from '@eslint/js';
import { Linter } from 'eslint';
import Fastify from 'fastify';
import globals from 'globals';
import { Window } from 'happy-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { useEventStreams, useSimulators } from '../../test-support';
import { startGmsChat } from '../gms-chat/gms-chat.test-support';
import {
  AGENT_CONSOLE_CSP,
  agentConsoleModule,
  agentConsoleSamples,
  registerAgentConsole,
} from './agent-console.module';
import { agentConsoleEventModules, agentConsoleScript } from './agent-console.script';

const start = useSimulators();
const windows: Window[] = [];

afterEach(async () => {
  await Promise.all(windows.splice(0).map((window) => window.happyDOM.close()));
});

async function startConsole() {
  return start({ modules: [agentConsoleModule] });
}

/** Parses the served page into a document (no scripts run). */
async function pageDocument(url: string) {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  const window = new Window();
  windows.push(window);
  return new window.DOMParser().parseFromString(await response.text(), 'text/html');
}

describe('GET /agent', () => {
  it('serves an HTML page with a policy that only allows its own assets', async () => {
    const simulator = await startConsole();
    const response = await fetch(`${simulator.url}/agent`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(AGENT_CONSOLE_CSP);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toMatch(/^<!doctype html>/);
  });

  it('answers /agent/ as well, with and without ignoreTrailingSlash', async () => {
    const simulator = await startConsole();
    expect((await fetch(`${simulator.url}/agent/`)).status).toBe(200);

    const app = Fastify();
    registerAgentConsole(app);
    for (const url of ['/agent', '/agent/']) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    }
    await app.close();
  });

  it('has the landmarks, headings, live regions and the script and stylesheet links', async () => {
    const simulator = await startConsole();
    const document = await pageDocument(`${simulator.url}/agent`);
    expect(document.documentElement.getAttribute('lang')).toBe('en');
    expect(document.title).toBe('Agent console · cxkit simulator');
    expect(document.querySelector('meta[name="viewport"]')?.getAttribute('content')).toBe(
      'width=device-width, initial-scale=1',
    );
    expect(document.querySelectorAll('header')).toHaveLength(1);
    expect(document.querySelectorAll('main')).toHaveLength(1);
    expect(document.querySelector('h1')?.textContent).toBe('Agent console');
    expect([...document.querySelectorAll('h2, h3')].map((heading) => heading.id)).toEqual([
      'chats-heading',
      'callbacks-heading',
      'click-to-call-heading',
      'cobrowse-heading',
      'send-message-heading',
      'conversation-heading',
      'transcript-heading',
    ]);
    for (const section of document.querySelectorAll('section')) {
      const labelId = section.getAttribute('aria-labelledby') ?? '';
      expect(document.getElementById(labelId)?.textContent, labelId).toBeTruthy();
    }
    const log = document.querySelector('[role="log"]');
    expect(log?.getAttribute('aria-labelledby')).toBe('transcript-heading');
    expect(log?.getAttribute('tabindex')).toBe('0');
    expect(document.querySelector('[role="status"]')?.id).toBe('status');
    expect(document.querySelector('script')?.getAttribute('src')).toBe('/agent/console.js');
    expect(document.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe(
      '/agent/console.css',
    );
  });

  it('labels every form control and names every button with its text', async () => {
    const simulator = await startConsole();
    const document = await pageDocument(`${simulator.url}/agent`);
    const labels = new Map(
      [...document.querySelectorAll('label')].map((label) => [
        label.getAttribute('for'),
        label.textContent.trim(),
      ]),
    );
    const controls = [...document.querySelectorAll('input, textarea, select')];
    expect(controls.map((control) => [control.id, labels.get(control.id)])).toEqual([
      ['agent-name', 'Agent name'],
      ['agent-bot', 'Join as a bot'],
      ['reply', 'Reply'],
      ['file', 'Send a file'],
    ]);
    expect(document.getElementById('agent-name')?.getAttribute('value')).toBe('Alex');
    const buttons = [...document.querySelectorAll('button')];
    expect(buttons.map((button) => button.textContent.trim())).toEqual([
      'Join',
      'Leave',
      'End chat',
      'Send',
      'Send rich-media sample',
      'Quick replies',
      'Generic card',
      'Vertical list',
    ]);
    const toggle = document.getElementById('samples-toggle');
    expect(toggle?.getAttribute('aria-expanded')).toBe('false');
    const menu = document.getElementById(toggle?.getAttribute('aria-controls') ?? '');
    expect(menu?.hasAttribute('hidden')).toBe(true);
    const commands = ['join', 'leave', 'end', 'reply', 'send', 'file', 'samples-toggle'];
    for (const id of commands) {
      expect(document.getElementById(id)?.hasAttribute('disabled'), id).toBe(true);
    }
  });

  it('holds every element the script looks up by id', async () => {
    const simulator = await startConsole();
    const document = await pageDocument(`${simulator.url}/agent`);
    const ids = [...agentConsoleScript.matchAll(/byId\('([^']+)'\)/g)].map((match) => match[1]);
    expect(ids.length).toBeGreaterThan(20);
    expect(ids.filter((id) => !document.getElementById(id ?? ''))).toEqual([]);
  });
});

describe('the console assets', () => {
  it('serves the script, stylesheet and rich-media samples with their content types', async () => {
    const simulator = await startConsole();
    const assets = [
      ['/agent/console.js', 'text/javascript; charset=utf-8', "'use strict'"],
      ['/agent/console.css', 'text/css; charset=utf-8', ':focus-visible'],
      ['/agent/samples.json', 'application/json; charset=utf-8', '"quick-replies"'],
    ] as const;
    for (const [path, contentType, excerpt] of assets) {
      const response = await fetch(`${simulator.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toBe(contentType);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(await response.text(), path).toContain(excerpt);
    }
  });

  it('serves the rich-media samples of the simulator, with image links on the origin of the console', async () => {
    const simulator = await startConsole();
    const samples = await (await fetch(`${simulator.url}/agent/samples.json`)).json();
    expect(samples).toEqual(agentConsoleSamples(simulator.url));
    expect(Object.keys(samples)).toEqual(
      expect.arrayContaining(['quick-replies', 'generic-media-text-components', 'list-vertical']),
    );
    expect(JSON.stringify(samples)).toContain(`${simulator.url}/sim/assets/`);
  });

  it('serves the script exactly as exported, as valid JavaScript', async () => {
    const simulator = await startConsole();
    const served = await (await fetch(`${simulator.url}/agent/console.js`)).text();
    expect(served).toBe(agentConsoleScript);
    expect(() => new Script(served, { filename: 'console.js' })).not.toThrow();
  });

  it('never writes markup into the DOM: no innerHTML, outerHTML, insertAdjacentHTML or document.write', () => {
    expect(agentConsoleScript).not.toMatch(
      /innerHTML|outerHTML|insertAdjacentHTML|document\.write/,
    );
  });

  it('passes the recommended ESLint rules as a browser script', () => {
    const messages = new Linter().verify(agentConsoleScript, [
      js.configs.recommended,
      {
        languageOptions: {
          ecmaVersion: 2022,
          sourceType: 'script',
          globals: globals.browser,
        },
        rules: { 'no-shadow': 'error', eqeqeq: 'error', 'prefer-const': 'error' },
      },
    ]);
    expect(messages.map((message) => `${message.line}: ${message.message}`)).toEqual([]);
  });

  it('lists its routes among the module endpoints', async () => {
    const simulator = await startConsole();
    const endpoints = simulator.app.simulator.modules()[0]?.endpoints ?? [];
    expect(endpoints.filter((endpoint) => endpoint.method === 'GET').map((e) => e.path)).toEqual([
      '/agent',
      '/agent/console.js',
      '/agent/console.css',
      '/agent/samples.json',
    ]);
  });
});

describe("the console's event stream", () => {
  const openEvents = useEventStreams();

  it('stays silent while visitors poll with no news, and speaks when a message comes', async () => {
    const simulator = await start();
    const session = await startGmsChat(simulator);
    const everything = await openEvents(simulator.urls.events);
    const forConsole = await openEvents(
      `${simulator.urls.events}?modules=${agentConsoleEventModules.join(',')}`,
    );
    for (let poll = 0; poll < 5; poll += 1) {
      await session.call('refresh', { transcriptPosition: '2', message: '' });
    }
    const polls = () => everything.received.filter((entry) => entry.type === 'gms-chat.called');
    await everything.next(() => polls().length >= 5);
    expect(forConsole.received).toEqual([]);
    await session.call('send', { message: 'Hello?' });
    await forConsole.next((entry) => entry.type === 'chat.event');
    expect(forConsole.received.map((entry) => entry.type)).toEqual(['chat.event']);
  });
});
