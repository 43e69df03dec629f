import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { CliUsageError, DEFAULT_CLI_PORT, main, parseCliArgs, usage } from './cli';

const bin = fileURLToPath(new URL('../bin/cxkit-simulator.js', import.meta.url));
const siteDir = mkdtempSync(join(tmpdir(), 'cxkit-sim-cli-'));
writeFileSync(join(siteDir, 'index.html'), '<h1>cli site</h1>');
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

function memoryIo() {
  const out = { stdout: '', stderr: '' };
  return {
    out,
    io: {
      stdout: { write: (text: string) => (out.stdout += text) },
      stderr: { write: (text: string) => (out.stderr += text) },
    },
  };
}

describe('parseCliArgs', () => {
  it('defaults to port 8787', () => {
    expect(parseCliArgs([])).toEqual({ kind: 'start', options: { port: DEFAULT_CLI_PORT } });
    expect(DEFAULT_CLI_PORT).toBe(8787);
  });

  it('maps every flag to its option', () => {
    expect(
      parseCliArgs(['--port', '0', '--host', '::1', '--api-base', '/glue', '--static', 'site']),
    ).toEqual({
      kind: 'start',
      options: { port: 0, host: '::1', apiBase: '/glue', staticRoot: 'site' },
    });
    expect(parseCliArgs(['--port=9000'])).toEqual({ kind: 'start', options: { port: 9000 } });
  });

  it('maps --scenario to the chat scenario', () => {
    expect(parseCliArgs(['--scenario', 'demo'])).toEqual({
      kind: 'start',
      options: { port: DEFAULT_CLI_PORT, chat: { scenario: 'demo' } },
    });
  });

  it('recognises --help and -h', () => {
    expect(parseCliArgs(['--help'])).toEqual({ kind: 'help' });
    expect(parseCliArgs(['-h', '--port', '1'])).toEqual({ kind: 'help' });
  });

  it.each([
    [['--port', 'abc'], /--port must be an integer from 0 to 65535, got "abc"/],
    [['--port', '65536'], /--port must be an integer/],
    [['--port', '-1'], /--port/],
    [['--port'], /--port/],
    [['--verbose'], /Unknown option '--verbose'/],
    [['--scenario', 'chaos'], /--scenario must be one of demo, got "chaos"/],
    [['serve'], /serve/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseCliArgs(argv)).toThrow(CliUsageError);
    expect(() => parseCliArgs(argv)).toThrow(message);
  });
});

describe('main', () => {
  it('prints the usage for --help and returns 0', async () => {
    const { io, out } = memoryIo();
    expect(await main(['--help'], io)).toBe(0);
    expect(out.stdout).toBe(usage);
    expect(out.stderr).toBe('');
  });

  it('returns 2 with the error and the usage for a bad flag', async () => {
    const { io, out } = memoryIo();
    expect(await main(['--prot', '1'], io)).toBe(2);
    expect(out.stderr).toMatch(/^cxkit-simulator: Unknown option '--prot'/);
    expect(out.stderr).toContain(usage);
    expect(out.stdout).toBe('');
  });

  it('returns 2 naming the flag whose value the simulator refuses', async () => {
    const { io, out } = memoryIo();
    const missing = join(siteDir, 'missing');
    expect(await main(['--port', '0', '--static', missing, '--api-base', 'glue/'], io)).toBe(2);
    expect(out.stderr).toMatch(
      /^cxkit-simulator: --api-base must be a path such as "\/cx-api".*; --static must be an existing directory\n/,
    );
  });
});

describe('the cxkit-simulator bin', () => {
  const children: ChildProcessWithoutNullStreams[] = [];
  afterEach(() => {
    for (const child of children.splice(0)) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  });

  function run(args: string[]) {
    const child = spawn(process.execPath, [bin, ...args], { stdio: 'pipe' });
    children.push(child);
    const output = { stdout: '', stderr: '' };
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output.stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output.stderr += chunk));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    const printed = (pattern: RegExp) =>
      new Promise<RegExpExecArray>((resolve, reject) => {
        const check = () => {
          const match = pattern.exec(output.stdout);
          if (match) {
            child.stdout.off('data', check);
            resolve(match);
          }
        };
        child.stdout.on('data', check);
        check();
        exited.then(() =>
          reject(new Error(`exited before printing ${pattern}:\n${output.stdout}${output.stderr}`)),
        );
      });
    return { child, output, exited, printed };
  }

  it('prints its URLs, serves them, and exits 0 after SIGTERM', async () => {
    const { child, output, exited, printed } = run(['--port', '0', '--static', siteDir]);
    const [, url] = await printed(/listening on (http:\/\/127\.0\.0\.1:\d+)\n[\s\S]*Ctrl\+C/);
    expect(output.stdout).toContain(`site         ${url}/\n`);
    expect(output.stdout).toContain(`glue API     ${url}/cx-api\n`);
    expect(output.stdout).toContain(`control API  ${url}/sim/api/\n`);
    expect(output.stdout).toContain(`health       ${url}/sim/api/health\n`);

    const health = await fetch(`${url}/sim/api/health`);
    expect(await health.json()).toMatchObject({
      status: 'ok',
      modules: [
        'faults',
        'glue',
        'control',
        'gms-chat',
        'chats',
        'agent-console',
        'assets',
        'rest-v3-chat',
        'gms-cometd',
        'cloud-v2-chat',
        'gms-callback',
        'ges-callback',
        'callbacks',
        'gms-ewt',
        'ges-ewt',
        'stats',
        'gms-click-to-call',
        'click-to-call',
        'gcb-cobrowse',
        'cobrowse',
        'gkc-knowledge-v2',
        'gkc-knowledge-v1',
        'knowledge',
        'gms-email',
        'send-message',
        'gwe-server',
        'gwe',
      ],
    });
    expect(await (await fetch(`${url}/`)).text()).toBe('<h1>cli site</h1>');

    child.kill('SIGTERM');
    expect(await exited).toEqual({ code: 0, signal: null });
    expect(output.stdout).toMatch(/Received SIGTERM, closing\.\.\.\ncxkit simulator stopped\.\n$/);
    expect(output.stderr).toBe('');
  }, 30_000);

  it('exits 2 with a clear message for bad arguments', async () => {
    const { output, exited } = run(['--port', 'eighty']);
    expect(await exited).toEqual({ code: 2, signal: null });
    expect(output.stderr).toMatch(/^cxkit-simulator: --port must be an integer/);
    expect(output.stderr).toContain('Usage: cxkit-simulator [options]');
    expect(output.stdout).toBe('');
  }, 30_000);
});
