import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { webEngagementMachine } from './web-engagement.machine';
import { resolveGweOptions } from './web-engagement.options';
import { fakeTracker } from './web-engagement.test-support';
import type { WebEngagementEmitted, WebEngagementInput } from './web-engagement.types';

function start(input: WebEngagementInput) {
  const actor = createActor(webEngagementMachine, { input }).start();
  const emitted: WebEngagementEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  return { actor, emitted };
}

describe('web-engagement bridge machine', () => {
  it('stays unconfigured without an endpoint', () => {
    const { actor } = start({ options: {} });
    expect(actor.getSnapshot().value).toBe('unconfigured');
  });

  it('loads GTCJ.min.js from the endpoint of the page protocol, then is ready', async () => {
    const fake = fakeTracker();
    const { actor, emitted } = start({
      options: { httpEndpoint: 'http://gwe.test:9081/', httpsEndpoint: 'https://gwe.test:9443' },
      load: fake.loader(),
      protocol: 'https:',
    });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(fake.loads[0]?.src).toBe('https://gwe.test:9443/server/resources/js/build/GTCJ.min.js');
    expect(emitted).toEqual([{ type: 'ready' }]);
    expect(actor.getSnapshot().context.tracker).toBe(fake.tracker);
    fake.deliver({ channel: 'gpe.setVariable', data: { type: 'chat' } });
    expect(emitted.at(-1)).toEqual({
      type: 'notification',
      notification: { channel: 'gpe.setVariable', data: { type: 'chat' } },
    });
  });

  it('uses the http endpoint on http pages, falling back to the other one', async () => {
    const fake = fakeTracker();
    const { actor } = start({
      options: { httpsEndpoint: 'https://only.test' },
      load: fake.loader(),
      protocol: 'http:',
    });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(fake.loads[0]?.endpoint).toBe('https://only.test');
  });

  it('is unavailable when the tracker does not load, and a new configuration retries', async () => {
    const fake = fakeTracker();
    const { actor, emitted } = start({
      options: { httpEndpoint: 'http://gwe.test' },
      load: fake.loader(new Error('Failed to load')),
      protocol: 'http:',
    });
    await waitFor(actor, (snapshot) => snapshot.matches('unavailable'));
    expect(emitted).toEqual([{ type: 'unavailable', reason: 'Failed to load' }]);
    actor.send({
      type: 'gwe.configure',
      options: resolveGweOptions({ httpEndpoint: 'http://b.test' }),
    });
    expect(actor.getSnapshot().value).toBe('loading');
    await waitFor(actor, (snapshot) => snapshot.matches('unavailable'));
    expect(fake.loads.map((load) => load.endpoint)).toEqual(['http://gwe.test', 'http://b.test']);
  });

  it('stops following pushes after a reconfiguration to no endpoint', async () => {
    const fake = fakeTracker();
    const { actor } = start({
      options: { httpEndpoint: 'http://gwe.test' },
      load: fake.loader(),
      protocol: 'http:',
    });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(fake.listeners.size).toBe(1);
    actor.send({
      type: 'gwe.configure',
      options: { ...actor.getSnapshot().context.options, httpEndpoint: undefined },
    });
    expect(actor.getSnapshot().value).toBe('unconfigured');
    expect(fake.listeners.size).toBe(0);
    expect(actor.getSnapshot().context.tracker).toBeUndefined();
  });

  it('throws naming a bad setting', () => {
    expect(() => resolveGweOptions({ httpEndpoint: 5 })).toThrow(/gwe.httpEndpoint/);
  });
});
