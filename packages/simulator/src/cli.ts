import { parseArgs } from 'node:util';
import { scenarioNames, type ScenarioName } from './chat/chat.options';
import { SimulatorOptionsError, type SimulatorOptions } from './options';
import { startSimulator, type SimulatorInstance } from './server';

/** Thrown for command-line arguments the CLI cannot use; the CLI exits with status 2. */
export class CliUsageError extends Error {
  override name = 'CliUsageError';
}

/** What the CLI was asked to do. */
export type CliCommand =
  | {
      /** Print the usage text. */
      kind: 'help';
    }
  | {
      /** Start the simulator. */
      kind: 'start';
      /** Options for `startSimulator`. */
      options: SimulatorOptions;
    };

/** Where the CLI writes; injectable for tests. */
export interface CliIo {
  /** Receives the URLs and status lines. */
  stdout: { write(text: string): unknown };
  /** Receives errors and usage hints. */
  stderr: { write(text: string): unknown };
}

/** The default port of the CLI (the library default is 0, an OS-chosen port). */
export const DEFAULT_CLI_PORT = 8787;

/** The CLI's usage text. */
export const usage = `Usage: cxkit-simulator [options]

Options:
  --port <n>          TCP port, 0 for any free port (default ${DEFAULT_CLI_PORT})
  --host <address>    interface to listen on (default 127.0.0.1)
  --api-base <path>   path prefix of the site glue endpoints (default /cx-api)
  --static <dir>      serve this directory (a built demo site) at /
  --scenario <name>   run a scripted chat agent: ${scenarioNames.join(', ')} (default: none)
  -h, --help          show this help
`;

// Option validation names library fields; the CLI user typed flags.
const flagOf: Partial<Record<string, string>> = {
  port: '--port',
  host: '--host',
  apiBase: '--api-base',
  staticRoot: '--static',
  'chat.scenario': '--scenario',
};

/** Parses the CLI arguments; throws {@link CliUsageError} for unknown or malformed ones. */
export function parseCliArgs(argv: readonly string[]): CliCommand {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        'api-base': { type: 'string' },
        static: { type: 'string' },
        scenario: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    throw new CliUsageError(error instanceof Error ? error.message : String(error));
  }
  if (values.help) return { kind: 'help' };

  const options: SimulatorOptions = { port: DEFAULT_CLI_PORT };
  if (values.port !== undefined) {
    if (!/^\d{1,5}$/.test(values.port) || Number(values.port) > 65535) {
      throw new CliUsageError(`--port must be an integer from 0 to 65535, got "${values.port}"`);
    }
    options.port = Number(values.port);
  }
  if (values.host !== undefined) options.host = values.host;
  if (values['api-base'] !== undefined) options.apiBase = values['api-base'];
  if (values.static !== undefined) options.staticRoot = values.static;
  if (values.scenario !== undefined) {
    if (!(scenarioNames as readonly string[]).includes(values.scenario)) {
      throw new CliUsageError(
        `--scenario must be one of ${scenarioNames.join(', ')}, got "${values.scenario}"`,
      );
    }
    options.chat = { scenario: values.scenario as ScenarioName };
  }
  return { kind: 'start', options };
}

function describe(simulator: SimulatorInstance): string {
  const rows: [string, string | undefined][] = [
    ['site', simulator.urls.site],
    ['glue API', simulator.urls.api],
    ['control API', simulator.urls.control],
    ['health', simulator.urls.health],
    ['events', simulator.urls.events],
  ];
  const lines = rows
    .filter((row): row is [string, string] => row[1] !== undefined)
    .map(([label, url]) => `  ${label.padEnd(12)} ${url}`);
  return [
    `cxkit simulator listening on ${simulator.url}`,
    ...lines,
    'Press Ctrl+C to stop.',
    '',
  ].join('\n');
}

function waitForStopSignal(): Promise<NodeJS.Signals> {
  return new Promise((resolve) => {
    const signals: NodeJS.Signals[] = ['SIGINT', 'SIGTERM'];
    const onSignal = (signal: NodeJS.Signals) => {
      // Remove both handlers so that a second Ctrl+C during shutdown kills the process as usual.
      for (const name of signals) process.off(name, onSignal);
      resolve(signal);
    };
    for (const name of signals) process.on(name, onSignal);
  });
}

/**
 * Runs the CLI: starts the simulator, prints its URLs, and closes it on SIGINT or SIGTERM.
 * Resolves with the exit status (0 after a clean stop, 2 for bad arguments, 1 if it cannot start).
 */
export async function main(
  argv: readonly string[] = process.argv.slice(2),
  io: CliIo = process,
): Promise<number> {
  let command: CliCommand;
  try {
    command = parseCliArgs(argv);
  } catch (error) {
    if (!(error instanceof CliUsageError)) throw error;
    io.stderr.write(`cxkit-simulator: ${error.message}\n\n${usage}`);
    return 2;
  }
  if (command.kind === 'help') {
    io.stdout.write(usage);
    return 0;
  }

  let simulator: SimulatorInstance;
  try {
    simulator = await startSimulator(command.options);
  } catch (error) {
    if (error instanceof SimulatorOptionsError) {
      const details = error.problems
        .map(({ field, message }) => `${flagOf[field] ?? field} ${message}`)
        .join('; ');
      io.stderr.write(`cxkit-simulator: ${details}\n\n${usage}`);
      return 2;
    }
    const message = error instanceof Error ? error.message : String(error);
    io.stderr.write(`cxkit-simulator: could not start: ${message}\n`);
    return 1;
  }
  const stopped = waitForStopSignal();
  io.stdout.write(describe(simulator));
  const signal = await stopped;
  io.stdout.write(`Received ${signal}, closing...\n`);
  await simulator.close();
  io.stdout.write('cxkit simulator stopped.\n');
  return 0;
}
