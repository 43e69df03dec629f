/** Chromium flags for a closed-network, root, headless machine. */
export declare const CHROMIUM_ARGS: readonly string[];

/** Environment variables the resolution reads. */
export type ChromiumEnv = Record<string, string | undefined>;

/** One command and its arguments. */
export type Command = readonly [string, ...string[]];

/** What {@link decideChromium} chose. */
export type ChromiumDecision =
  | { action: 'use'; path: string }
  | { action: 'install'; path: string; commands: readonly Command[] }
  | { action: 'fail'; message: string };

/** The checks {@link decideChromium} depends on. */
export interface ChromiumChecks {
  /** The environment (`CHROMIUM_PATH`). */
  env: ChromiumEnv;
  /** Whether a path is an executable file. */
  isExecutable(path: string): boolean;
  /** Whether this process runs as root. */
  isRoot: boolean;
  /** Whether `apt-get` is on the `PATH`. */
  hasAptGet: boolean;
}

/** Options of {@link ensureChromium}; every check defaults to the real machine's. */
export interface EnsureChromiumOptions extends Partial<ChromiumChecks> {
  /** Runs a command with inherited output and returns its exit code. */
  run?: (command: string, args: readonly string[], env: ChromiumEnv) => number;
  /** Where progress goes. @default console.info */
  log?: (message: string) => void;
}

/** Where Debian's `chromium` package puts the browser. */
export const DEFAULT_CHROMIUM_PATH: string;
/** Where Debian's `chromium-headless-shell` package puts Chromium's headless shell. */
export const DEFAULT_HEADLESS_SHELL_PATH: string;
/** The commands that install the headless shell on Debian, run in this order. */
export const HEADLESS_SHELL_APT_COMMANDS: readonly Command[];
/** The commands that install Chromium on Debian, run in this order. */
export const APT_COMMANDS: readonly Command[];
/** The advice printed when no Chromium can be found or installed. */
export const HOW_TO_GET_CHROMIUM: string;
/** The Chromium executable the tests use: `CHROMIUM_PATH` when set, else Debian's path. */
export function chromiumPath(env?: ChromiumEnv): string;
/** The headless shell's path: `CHROMIUM_HEADLESS_SHELL_PATH` when set, else Debian's path. */
export function headlessShellPath(env?: ChromiumEnv): string;
/** What a browser test launches when it needs no full browser: the headless shell when it is there, else {@link chromiumPath}. */
export function testBrowserPath(
  env?: ChromiumEnv,
  isExecutable?: (path: string) => boolean,
): string;
/** Returns the headless shell's path, installing Debian's package when possible; `undefined` when it cannot be had. */
export function ensureHeadlessShell(options?: EnsureChromiumOptions): string | undefined;
/** Decides what to do about Chromium, from injected checks. */
export function decideChromium(checks: ChromiumChecks): ChromiumDecision;
/** Whether `path` is an executable file. */
export function isExecutableFile(path: string): boolean;
/** Whether `command` is an executable on the `PATH`. */
export function onPath(command: string, env?: ChromiumEnv): boolean;
/** Thrown when no Chromium can be found or installed; the message says how to get one. */
export class ChromiumNotFoundError extends Error {}
/** Returns the path of a usable Chromium, installing Debian's package when possible; throws otherwise. */
export function ensureChromium(options?: EnsureChromiumOptions): string;
