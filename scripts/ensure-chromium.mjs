#!/usr/bin/env node
// Finds the system Chromium the browser tests drive, installing Debian's package when that is possible.
// Playwright never downloads a browser here: the tests launch this executable through playwright-core.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Where Debian's `chromium` package puts the browser. */
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Where Debian's `chromium-headless-shell` package puts Chromium's headless shell: the same engine
 * without the browser's window chrome, which Playwright itself uses for headless runs. A new browser
 * context costs it about a third of the CPU time the full browser takes, so the browser tests use it
 * when it is there; the back/forward cache needs the full browser.
 */
export const DEFAULT_HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/** Chromium flags for a closed-network, root, headless machine (see shared/toolchain.md). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The commands that install Chromium on Debian, run in this order. */
export const APT_COMMANDS = [
  ['apt-get', 'update'],
  ['apt-get', 'install', '-y', 'chromium'],
];

/** The commands that install the headless shell on Debian, run in this order. */
export const HEADLESS_SHELL_APT_COMMANDS = [
  ['apt-get', 'update'],
  ['apt-get', 'install', '-y', 'chromium-headless-shell'],
];

/** The advice printed when no Chromium can be found or installed. */
export const HOW_TO_GET_CHROMIUM =
  'Install it with `sudo apt-get install chromium` (Debian/Ubuntu), or set CHROMIUM_PATH to a Chromium or Chrome executable.';

/** The Chromium executable the tests use: `CHROMIUM_PATH` when set, else Debian's path. */
export function chromiumPath(env = process.env) {
  const fromEnv = env.CHROMIUM_PATH?.trim();
  return fromEnv ? fromEnv : DEFAULT_CHROMIUM_PATH;
}

/** The headless shell's path: `CHROMIUM_HEADLESS_SHELL_PATH` when set, else Debian's path. */
export function headlessShellPath(env = process.env) {
  const fromEnv = env.CHROMIUM_HEADLESS_SHELL_PATH?.trim();
  return fromEnv ? fromEnv : DEFAULT_HEADLESS_SHELL_PATH;
}

/**
 * The executable a browser test launches when it needs no full browser: the headless shell when
 * it is there, else the Chromium of {@link chromiumPath}.
 */
export function testBrowserPath(env = process.env, isExecutable = isExecutableFile) {
  const shell = headlessShellPath(env);
  return isExecutable(shell) ? shell : chromiumPath(env);
}

/**
 * Decides what to do about Chromium, from injected checks so it can be tested without a machine.
 * Returns `{ action: 'use', path }`, `{ action: 'install', path, commands }` or `{ action: 'fail', message }`.
 */
export function decideChromium({ env, isExecutable, isRoot, hasAptGet }) {
  const path = chromiumPath(env);
  if (isExecutable(path)) return { action: 'use', path };
  if (env.CHROMIUM_PATH?.trim()) {
    return {
      action: 'fail',
      message: `CHROMIUM_PATH is set to ${path}, which is not an executable file. Point it at a Chromium or Chrome executable, or unset it to use ${DEFAULT_CHROMIUM_PATH} (\`sudo apt-get install chromium\`).`,
    };
  }
  if (isRoot && hasAptGet) return { action: 'install', path, commands: APT_COMMANDS };
  const why = isRoot
    ? 'apt-get is not available to install it'
    : 'not running as root, so it is not installed automatically';
  return {
    action: 'fail',
    message: `Chromium was not found at ${path} (${why}). ${HOW_TO_GET_CHROMIUM}`,
  };
}

/** Whether `path` is an executable file. */
export function isExecutableFile(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Whether `command` is an executable on the `PATH`. */
export function onPath(command, env = process.env) {
  return (env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .some((dir) => isExecutableFile(join(dir, command)));
}

/** Thrown when no Chromium can be found or installed; the message says how to get one. */
export class ChromiumNotFoundError extends Error {
  /** Creates the error with the advice as its message. */
  constructor(message) {
    super(message);
    this.name = 'ChromiumNotFoundError';
  }
}

/**
 * Returns the path of a usable Chromium, running `apt-get update` and `apt-get install -y chromium`
 * (output shown) when it is missing and this process is root with apt-get; throws a
 * {@link ChromiumNotFoundError} otherwise.
 */
export function ensureChromium(options = {}) {
  const { env, isExecutable, isRoot, hasAptGet, run, log } = withMachineDefaults(options);
  const decision = decideChromium({ env, isExecutable, isRoot, hasAptGet });
  if (decision.action === 'use') return decision.path;
  if (decision.action === 'fail') throw new ChromiumNotFoundError(decision.message);
  log(`Chromium is missing at ${decision.path}; installing Debian's chromium package.`);
  const failure = runAptCommands(decision.commands, run, env);
  if (failure) throw new ChromiumNotFoundError(`${failure}. ${HOW_TO_GET_CHROMIUM}`);
  if (!isExecutable(decision.path)) {
    throw new ChromiumNotFoundError(
      `apt-get installed chromium but ${decision.path} is still missing. ${HOW_TO_GET_CHROMIUM}`,
    );
  }
  return decision.path;
}

/**
 * Returns the path of the headless shell, installing Debian's `chromium-headless-shell` when it is
 * missing and this process is root with apt-get; `undefined` when it cannot be had. Its absence only
 * slows the browser tests, which then launch the full Chromium, so it is never an error.
 */
export function ensureHeadlessShell(options = {}) {
  const { env, isExecutable, isRoot, hasAptGet, run, log } = withMachineDefaults(options);
  const path = headlessShellPath(env);
  if (isExecutable(path)) return path;
  if (env.CHROMIUM_HEADLESS_SHELL_PATH?.trim() || !isRoot || !hasAptGet) {
    log(
      `Chromium's headless shell is not at ${path}; the browser tests use the full Chromium and take longer (\`sudo apt-get install chromium-headless-shell\` to speed them up).`,
    );
    return undefined;
  }
  log(
    `Chromium's headless shell is missing at ${path}; installing Debian's chromium-headless-shell package.`,
  );
  const failure = runAptCommands(HEADLESS_SHELL_APT_COMMANDS, run, env);
  if (failure) {
    log(`${failure}; the browser tests use the full Chromium and take longer.`);
    return undefined;
  }
  return isExecutable(path) ? path : undefined;
}

/** The options of the `ensure…` functions, with the real machine's checks where none is given. */
function withMachineDefaults({
  env = process.env,
  isExecutable = isExecutableFile,
  isRoot = process.getuid?.() === 0,
  hasAptGet = onPath('apt-get', env),
  run = runInherited,
  log = console.info,
}) {
  return { env, isExecutable, isRoot, hasAptGet, run, log };
}

/** Runs apt commands non-interactively in order; returns what failed, or `undefined` when all succeeded. */
function runAptCommands(commands, run, env) {
  for (const [command, ...args] of commands) {
    const status = run(command, args, { ...env, DEBIAN_FRONTEND: 'noninteractive' });
    if (status !== 0) return `\`${[command, ...args].join(' ')}\` failed with exit code ${status}`;
  }
  return undefined;
}

function runInherited(command, args, env) {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.error) return 1;
  return result.status ?? 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    console.info(`Chromium: ${ensureChromium()}`);
    console.info(`Headless shell: ${ensureHeadlessShell() ?? 'none (the full Chromium is used)'}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
