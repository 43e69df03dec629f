// `npm start`: the demo site on Vite's dev server and the simulator behind it, until Ctrl-C or SIGTERM.
import { startDemo } from './demo-server';

/** Default port of the site. */
const SITE_PORT = 5173;
/** Default port of the simulator. */
const SIMULATOR_PORT = 8787;

/** A bad setting: its message is enough, no stack trace. */
class SettingError extends Error {}

function portFrom(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new SettingError(`${name} must be a port number from 0 to 65535, not "${raw}".`);
  }
  return port;
}

async function main(): Promise<void> {
  const demo = await startDemo({
    mode: 'dev',
    port: portFrom('PORT', SITE_PORT),
    simulatorPort: portFrom('SIM_PORT', SIMULATOR_PORT),
    logLevel: 'info',
    scenario: 'demo',
  });
  const { control, health } = demo.simulatorUrls;
  console.info(
    [
      '',
      'cxkit demo is running:',
      `  Site:                   ${demo.siteUrl}`,
      `  Legacy settings page:   ${demo.siteUrl}legacy.html  (the drop-in widgets, no React of its own)`,
      `  Simulator control API:  ${control}`,
      `  Simulator health:       ${health}`,
      `  Agent console:          ${demo.simulatorUrl}/agent  (play the agent in a second tab)`,
      '',
      'Press Ctrl-C to stop.',
    ].join('\n'),
  );

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      console.warn(`${signal} again: exiting without waiting.`);
      process.exit(1);
    }
    stopping = true;
    console.info(`\n${signal}: stopping the demo...`);
    demo.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('The demo did not stop cleanly:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  // The simulator's error carries the EADDRINUSE code; Vite's strict-port error only says so.
  const busy =
    error instanceof Error &&
    ((error as NodeJS.ErrnoException).code === 'EADDRINUSE' ||
      /already in use/.test(error.message));
  if (busy) {
    console.error(
      `Could not start the demo: ${error.message}. Set PORT (site) or SIM_PORT (simulator) to free ports.`,
    );
  } else {
    console.error(error instanceof SettingError ? error.message : error);
  }
  process.exit(1);
});
