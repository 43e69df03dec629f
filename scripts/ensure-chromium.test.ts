import { describe, expect, it, vi } from 'vitest';
import {
  APT_COMMANDS,
  ChromiumNotFoundError,
  DEFAULT_CHROMIUM_PATH,
  DEFAULT_HEADLESS_SHELL_PATH,
  HEADLESS_SHELL_APT_COMMANDS,
  chromiumPath,
  decideChromium,
  ensureChromium,
  ensureHeadlessShell,
  headlessShellPath,
  testBrowserPath,
  type ChromiumChecks,
} from './ensure-chromium.mjs';

const present =
  (...paths: string[]) =>
  (path: string) =>
    paths.includes(path);

function checks(overrides: Partial<ChromiumChecks> = {}): ChromiumChecks {
  return { env: {}, isExecutable: present(), isRoot: false, hasAptGet: false, ...overrides };
}

describe('chromiumPath', () => {
  it('defaults to Debian’s path', () => {
    expect(chromiumPath({})).toBe(DEFAULT_CHROMIUM_PATH);
  });

  it('prefers CHROMIUM_PATH, ignoring a blank one', () => {
    expect(chromiumPath({ CHROMIUM_PATH: '/opt/chrome/chrome' })).toBe('/opt/chrome/chrome');
    expect(chromiumPath({ CHROMIUM_PATH: '  ' })).toBe(DEFAULT_CHROMIUM_PATH);
  });
});

describe('decideChromium', () => {
  it('uses /usr/bin/chromium when it is there', () => {
    expect(decideChromium(checks({ isExecutable: present('/usr/bin/chromium') }))).toEqual({
      action: 'use',
      path: '/usr/bin/chromium',
    });
  });

  it('uses CHROMIUM_PATH when it is there', () => {
    const decision = decideChromium(
      checks({ env: { CHROMIUM_PATH: '/opt/chrome' }, isExecutable: present('/opt/chrome') }),
    );
    expect(decision).toEqual({ action: 'use', path: '/opt/chrome' });
  });

  it('never installs when an explicit CHROMIUM_PATH is missing', () => {
    const decision = decideChromium(
      checks({
        env: { CHROMIUM_PATH: '/opt/missing' },
        isExecutable: present('/usr/bin/chromium'),
        isRoot: true,
        hasAptGet: true,
      }),
    );
    expect(decision.action).toBe('fail');
    expect(decision.action === 'fail' && decision.message).toContain('CHROMIUM_PATH');
    expect(decision.action === 'fail' && decision.message).toContain('/opt/missing');
  });

  it('installs with apt-get update then install when root with apt-get', () => {
    expect(decideChromium(checks({ isRoot: true, hasAptGet: true }))).toEqual({
      action: 'install',
      path: DEFAULT_CHROMIUM_PATH,
      commands: [
        ['apt-get', 'update'],
        ['apt-get', 'install', '-y', 'chromium'],
      ],
    });
  });

  it.each([
    { isRoot: false, hasAptGet: true, why: 'not running as root' },
    { isRoot: true, hasAptGet: false, why: 'apt-get is not available' },
    { isRoot: false, hasAptGet: false, why: 'not running as root' },
  ])('fails with advice when root=$isRoot and apt-get=$hasAptGet', ({ why, ...rest }) => {
    const decision = decideChromium(checks(rest));
    expect(decision.action).toBe('fail');
    const message = decision.action === 'fail' ? decision.message : '';
    expect(message).toContain(why);
    expect(message).toContain('sudo apt-get install chromium');
    expect(message).toContain('CHROMIUM_PATH');
  });
});

describe('ensureChromium', () => {
  it('returns the path without running anything when Chromium is there', () => {
    const run = vi.fn(() => 0);
    const path = ensureChromium({
      env: {},
      isExecutable: present(DEFAULT_CHROMIUM_PATH),
      isRoot: true,
      hasAptGet: true,
      run,
    });
    expect(path).toBe(DEFAULT_CHROMIUM_PATH);
    expect(run).not.toHaveBeenCalled();
  });

  it('runs the apt commands non-interactively, then returns the installed path', () => {
    const installed = new Set<string>();
    const run = vi.fn((_command: string, args: readonly string[], _env: object) => {
      if (args[0] === 'install') installed.add(DEFAULT_CHROMIUM_PATH);
      return 0;
    });
    const path = ensureChromium({
      env: { PATH: '/usr/bin' },
      isExecutable: (candidate) => installed.has(candidate),
      isRoot: true,
      hasAptGet: true,
      run,
      log: () => {},
    });
    expect(path).toBe(DEFAULT_CHROMIUM_PATH);
    expect(run.mock.calls.map(([command, args]) => [command, ...args])).toEqual(APT_COMMANDS);
    expect(run.mock.calls[0]?.[2]).toMatchObject({ DEBIAN_FRONTEND: 'noninteractive' });
  });

  it('stops at the first failing apt command', () => {
    const run = vi.fn(() => 100);
    expect(() =>
      ensureChromium({
        env: {},
        isExecutable: present(),
        isRoot: true,
        hasAptGet: true,
        run,
        log: () => {},
      }),
    ).toThrow(/apt-get update` failed with exit code 100/);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('fails when the install left no browser behind', () => {
    expect(() =>
      ensureChromium({
        env: {},
        isExecutable: present(),
        isRoot: true,
        hasAptGet: true,
        run: () => 0,
        log: () => {},
      }),
    ).toThrow(ChromiumNotFoundError);
  });

  it('throws the advice when it may not install', () => {
    expect(() =>
      ensureChromium({ env: {}, isExecutable: present(), isRoot: false, hasAptGet: true }),
    ).toThrow(/sudo apt-get install chromium/);
  });
});

describe('the headless shell', () => {
  it('is found at Debian’s path or CHROMIUM_HEADLESS_SHELL_PATH, ignoring a blank one', () => {
    expect(headlessShellPath({})).toBe(DEFAULT_HEADLESS_SHELL_PATH);
    expect(headlessShellPath({ CHROMIUM_HEADLESS_SHELL_PATH: '/opt/shell' })).toBe('/opt/shell');
    expect(headlessShellPath({ CHROMIUM_HEADLESS_SHELL_PATH: ' ' })).toBe(
      DEFAULT_HEADLESS_SHELL_PATH,
    );
  });

  it('is what browser tests launch when it is there, else the full Chromium', () => {
    const env = { CHROMIUM_PATH: '/opt/chrome' };
    expect(testBrowserPath(env, present(DEFAULT_HEADLESS_SHELL_PATH))).toBe(
      DEFAULT_HEADLESS_SHELL_PATH,
    );
    expect(testBrowserPath(env, present('/opt/chrome'))).toBe('/opt/chrome');
  });

  it('is installed with apt, non-interactively, when missing and running as root', () => {
    const installed = new Set<string>();
    const run = vi.fn((_command: string, args: readonly string[], _env: object) => {
      if (args[0] === 'install') installed.add(DEFAULT_HEADLESS_SHELL_PATH);
      return 0;
    });
    const path = ensureHeadlessShell({
      env: {},
      isExecutable: (candidate) => installed.has(candidate),
      isRoot: true,
      hasAptGet: true,
      run,
      log: () => {},
    });
    expect(path).toBe(DEFAULT_HEADLESS_SHELL_PATH);
    expect(run.mock.calls.map(([command, args]) => [command, ...args])).toEqual(
      HEADLESS_SHELL_APT_COMMANDS,
    );
    expect(run.mock.calls[0]?.[2]).toMatchObject({ DEBIAN_FRONTEND: 'noninteractive' });
  });

  it('is never required: without root, or when apt fails, the tests use the full Chromium and say so', () => {
    const messages: string[] = [];
    const log = (message: string) => messages.push(message);
    const run = vi.fn(() => 100);
    const asUser = { env: {}, isExecutable: present(), isRoot: false, hasAptGet: true, run, log };
    expect(ensureHeadlessShell(asUser)).toBeUndefined();
    expect(run).not.toHaveBeenCalled();
    expect(messages.at(-1)).toContain('sudo apt-get install chromium-headless-shell');

    expect(ensureHeadlessShell({ ...asUser, isRoot: true })).toBeUndefined();
    expect(messages.at(-1)).toContain('`apt-get update` failed with exit code 100');
  });

  it('is taken as it is when present, without running anything', () => {
    const run = vi.fn(() => 0);
    expect(
      ensureHeadlessShell({
        env: {},
        isExecutable: present(DEFAULT_HEADLESS_SHELL_PATH),
        isRoot: true,
        hasAptGet: true,
        run,
      }),
    ).toBe(DEFAULT_HEADLESS_SHELL_PATH);
    expect(run).not.toHaveBeenCalled();
  });
});
