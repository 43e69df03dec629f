import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultFileLimits, resolveChatOptions } from './chat/chat.options';
import { resolveCallbackOptions } from './callback/callback.options';
import { resolveClickToCallOptions } from './click-to-call/click-to-call.options';
import { resolveKnowledgeOptions } from './knowledge/knowledge.options';
import { resolveSendMessageOptions } from './send-message/send-message.options';
import { createManualClock, systemClock } from './engine/clock';
import type { SimulatorModule } from './module';
import { builtInModules } from './modules';
import { parseSimulatorOptions, SimulatorOptionsError, type SimulatorOptions } from './options';

const tempDir = mkdtempSync(join(tmpdir(), 'cxkit-sim-options-'));
const aFile = join(tempDir, 'file.txt');
writeFileSync(aFile, 'not a directory');
afterAll(() => rmSync(tempDir, { recursive: true, force: true }));

function errorOf(options: unknown): SimulatorOptionsError {
  try {
    parseSimulatorOptions(options as SimulatorOptions);
  } catch (error) {
    if (error instanceof SimulatorOptionsError) return error;
    throw error;
  }
  throw new Error('expected the options to be refused');
}

const noop: SimulatorModule['register'] = () => undefined;

describe('parseSimulatorOptions', () => {
  it('fills in the defaults', () => {
    expect(parseSimulatorOptions()).toEqual({
      port: 0,
      host: '127.0.0.1',
      apiBase: '/cx-api',
      staticRoot: undefined,
      logger: false,
      cors: true,
      clock: systemClock,
      random: Math.random,
      chat: resolveChatOptions(),
      callback: resolveCallbackOptions(),
      stats: { defaultEwt: 90, queues: {}, apiKey: undefined },
      clicktocall: resolveClickToCallOptions(),
      cobrowse: { online: true },
      gwe: { pollInterval: 1000 },
      knowledge: resolveKnowledgeOptions(),
      sendmessage: resolveSendMessageOptions(),
      modules: builtInModules,
    });
  });

  it('keeps valid values, resolving staticRoot and keeping module identity', () => {
    const clock = createManualClock();
    const module: SimulatorModule = { name: 'extra-one', description: 'x', register: noop };
    const options = parseSimulatorOptions({
      port: 8080,
      host: 'localhost',
      apiBase: '/genesys/cx-api',
      staticRoot: tempDir,
      logger: true,
      cors: ['http://localhost:5173'],
      clock,
      modules: [module],
    });
    expect(options).toMatchObject({
      port: 8080,
      host: 'localhost',
      apiBase: '/genesys/cx-api',
      staticRoot: tempDir,
      logger: true,
      cors: ['http://localhost:5173'],
    });
    expect(options.clock).toBe(clock);
    expect(options.modules[0]).toBe(module);
  });

  it.each([
    [{ port: -1 }, 'port'],
    [{ port: 65536 }, 'port'],
    [{ port: 80.5 }, 'port'],
    [{ port: '80' }, 'port'],
    [{ host: '' }, 'host'],
    [{ apiBase: 'cx-api' }, 'apiBase'],
    [{ apiBase: '/cx-api/' }, 'apiBase'],
    [{ apiBase: '/cx-api?x=1' }, 'apiBase'],
    [{ apiBase: '/sim/api/glue' }, 'apiBase'],
    [{ staticRoot: join(tempDir, 'missing') }, 'staticRoot'],
    [{ staticRoot: aFile }, 'staticRoot'],
    [{ logger: 'yes' }, 'logger'],
    [{ cors: 1 }, 'cors'],
    [{ cors: [] }, 'cors'],
    [{ clock: {} }, 'clock'],
    [{ modules: [{ name: 'Bad Name', description: 'x', register: noop }] }, 'modules.0.name'],
    [{ modules: [{ name: 'ok', description: '', register: noop }] }, 'modules.0.description'],
    [{ modules: [{ name: 'ok', description: 'x' }] }, 'modules.0.register'],
    [{ prot: 80 }, 'prot'],
    [{ random: 'x' }, 'random'],
    [{ random: -1 }, 'random'],
    [{ chat: { maxMessageLength: 0 } }, 'chat.maxMessageLength'],
    [{ chat: { scenario: 'chaos' } }, 'chat.scenario'],
    [{ chat: { fileLimits: { fileTypes: ['.PNG'] } } }, 'chat.fileLimits.fileTypes.0'],
    [{ chat: { fileLimits: { maxFiles: -1 } } }, 'chat.fileLimits.maxFiles'],
    [{ chat: { agentJoinDelayMs: 1.5 } }, 'chat.agentJoinDelayMs'],
    [{ chat: { apiKey: '' } }, 'chat.apiKey'],
    [{ chat: { verbose: true } }, 'chat.verbose'],
  ])('refuses %j, naming %s', (options, field) => {
    const error = errorOf(options);
    expect(error.fields).toEqual([field]);
    expect(error.message).toMatch(
      new RegExp(`^Invalid simulator options: ${field.replaceAll('.', '\\.')}: `),
    );
  });

  it('fills in chat defaults around the given chat options', () => {
    const { chat } = parseSimulatorOptions({
      chat: { maxMessageLength: 20, fileLimits: { maxFiles: 2 }, scenario: 'demo' },
    });
    expect(chat).toMatchObject({
      maxMessageLength: 20,
      fileLimits: { ...defaultFileLimits, maxFiles: 2 },
      scenario: 'demo',
      serviceAvailable: true,
      apiKey: undefined,
      alias: '117',
      agentName: 'Anna',
    });
  });

  it('takes a random function as it is, or a seed for a repeatable source', () => {
    const random = () => 0.5;
    expect(parseSimulatorOptions({ random }).random).toBe(random);
    const first = parseSimulatorOptions({ random: 7 }).random;
    const second = parseSimulatorOptions({ random: 7 }).random;
    expect([first(), first(), first()]).toEqual([second(), second(), second()]);
  });

  it('refuses duplicate module names', () => {
    const module: SimulatorModule = { name: 'twin', description: 'x', register: noop };
    const error = errorOf({ modules: [module, { ...module }] });
    expect(error.problems).toEqual([
      { field: 'modules.1.name', message: 'duplicate module name "twin"' },
    ]);
  });

  it('reports every bad field at once', () => {
    const error = errorOf({ port: 'x', apiBase: 'nope', verbose: true });
    expect([...error.fields].sort()).toEqual(['apiBase', 'port', 'verbose']);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('SimulatorOptionsError');
  });
});
