import { createBus } from '@cxkit/headless/bus';
import { bench, describe } from 'vitest';

const logger = { debug: () => undefined, error: () => undefined };

function busWithEcho(subscribers: number) {
  const bus = createBus({ logger });
  const plugin = bus.registerPlugin('Echo');
  plugin.registerEvents(['said']);
  plugin.registerCommand('say', (options: unknown) => {
    plugin.publish('said', options);
    return options;
  });
  plugin.ready();
  for (let index = 0; index < subscribers; index += 1)
    bus.untyped.subscribe('Echo.said', () => undefined);
  return bus;
}

describe('bus', () => {
  const quiet = busWithEcho(0);
  bench('command round trip, no subscribers', async () => {
    await quiet.untyped.command('Echo.say', { text: 'hi' });
  });

  const busy = busWithEcho(100);
  bench('command round trip, event to 100 subscribers', async () => {
    await busy.untyped.command('Echo.say', { text: 'hi' });
    await new Promise<void>((resolve) => queueMicrotask(resolve));
  });

  const guarded = busWithEcho(0);
  const guard = guarded.registerPlugin('Guard');
  for (let index = 0; index < 10; index += 1) guard.before('Echo.say', (options) => options);
  bench('command through 10 before interceptors', async () => {
    await guarded.untyped.command('Echo.say', { text: 'hi' });
  });
});
