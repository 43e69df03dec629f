import { createCxApp, connect, selectAppView } from '@cxkit/headless/app';
import { bench, describe } from 'vitest';

const logger = { debug: () => undefined, error: () => undefined };

describe('app', () => {
  bench('create, start and reach ready (no plugin delay), then stop', async () => {
    const app = createCxApp({
      logger,
      loader: async () => undefined,
      config: { pluginLoadDelay: 0 },
    });
    await app.whenReady();
    app.stop();
  });

  const app = createCxApp({ logger, loader: async () => undefined, config: { lang: 'fr' } });
  const api = connect(selectAppView(app.actor.getSnapshot()), app.actor.send);
  bench('translate a key with a placeholder', () => {
    api.translate('countdown.days', { days: 3 });
  });

  bench('switch theme twice', () => {
    app.actor.send({ type: 'theme.set', theme: 'light' });
    app.actor.send({ type: 'theme.set', theme: 'dark' });
  });
});
