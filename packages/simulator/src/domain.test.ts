import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import {
  builtInModules,
  callbackDomain,
  chatDomain,
  clickToCallDomain,
  coBrowseDomain,
  createSimulatorApp,
  defineDomain,
  defineSlice,
  parseSimulatorOptions,
  sendMessageDomain,
  SimulatorOptionsError,
  statsDomain,
  knowledgeDomain,
  type SimulatorModule,
  type SimulatorOptions,
} from './index';
import { gweDomain } from './gwe/gwe.domain';
import { postJson, useSimulators } from './test-support';

/** Options of the test domain, as a domain package outside the simulator would declare them. */
interface TallyOptions {
  /** First count after a start or a reset. */
  start?: number;
  /** How much each increment adds. */
  step?: number;
}

declare module './index' {
  interface SimulatorDomainOptions {
    /** Options of the test domain. */
    tally?: TallyOptions;
  }
}

const tallySlice = defineSlice('tally', () => ({ count: Number.NaN }));
const started: string[] = [];

/** A small domain from outside the built-ins: a counter kept in the run's store. */
const tallyDomain = defineDomain({
  name: 'tally',
  description: 'A counter, to test the domain registry.',
  options: z
    .strictObject({ start: z.int().optional(), step: z.int().min(1).optional() })
    .optional()
    .transform((options) => ({ start: options?.start ?? 0, step: options?.step ?? 1 })),
  create(engine, options) {
    const state = () => {
      const slice = engine.store.get(tallySlice);
      if (Number.isNaN(slice.count)) slice.count = options.start;
      return slice;
    };
    return {
      count: () => state().count,
      increment: () => (state().count += options.step),
    };
  },
  start({ options }) {
    started.push(`started at ${options.start}`);
    return () => started.push('stopped');
  },
});

const tallyModule: SimulatorModule = {
  name: 'tally',
  description: 'Counts over HTTP.',
  provides: [tallyDomain],
  register(app, context) {
    const tally = context.domain(tallyDomain);
    app.post('/tally/increments', () => ({ count: tally.increment() }));
    app.get(`${context.controlBase}/tally`, () => ({
      count: tally.count(),
      step: context.domainOptions(tallyDomain).step,
    }));
  },
};

/** Reads the domain another module provides, and tries one it did not declare. */
const tallyReaderModule: SimulatorModule = {
  name: 'tally-reader',
  description: 'Reads the tally.',
  needs: ['tally'],
  register(app, context) {
    app.get('/tally/read', () => ({ count: context.domain(tallyDomain).count() }));
    app.get('/tally/chat', () => {
      try {
        return { chats: context.domain(chatDomain).list().length };
      } catch (error) {
        return { error: (error as Error).message };
      }
    });
  },
};

const start = useSimulators();

function errorOf(options: SimulatorOptions): SimulatorOptionsError {
  try {
    parseSimulatorOptions(options);
  } catch (error) {
    if (error instanceof SimulatorOptionsError) return error;
    throw error;
  }
  throw new Error('expected the options to be refused');
}

describe('a domain registered from outside the built-ins', () => {
  it('is created with its own options and driven over HTTP by the module that provides it', async () => {
    const simulator = await start({
      modules: [...builtInModules, tallyModule, tallyReaderModule],
      tally: { start: 10, step: 5 },
    });
    const first = await postJson(`${simulator.url}/tally/increments`, {});
    expect(await first.json()).toEqual({ count: 15 });
    await postJson(`${simulator.url}/tally/increments`, {});
    expect(await (await fetch(`${simulator.urls.control}tally`)).json()).toEqual({
      count: 20,
      step: 5,
    });
    expect(await (await fetch(`${simulator.url}/tally/read`)).json()).toEqual({ count: 20 });
    expect(simulator.domain(tallyDomain).count()).toBe(20);
  });

  it('keeps its state in the run store, so a reset starts it again', async () => {
    const simulator = await start({ modules: [tallyModule], tally: { start: 3 } });
    await postJson(`${simulator.url}/tally/increments`, {});
    expect(simulator.domain(tallyDomain).count()).toBe(4);
    simulator.state.reset();
    expect(simulator.domain(tallyDomain).count()).toBe(3);
  });

  it('fills in its defaults when the options name none', async () => {
    const simulator = await start({ modules: [tallyModule] });
    const answer = await postJson(`${simulator.url}/tally/increments`, {});
    expect(await answer.json()).toEqual({ count: 1 });
  });

  it('starts with the simulator and stops when it closes', async () => {
    started.length = 0;
    const simulator = await start({ modules: [tallyModule], tally: { start: 7 } });
    expect(started).toEqual(['started at 7']);
    await simulator.close();
    expect(started).toEqual(['started at 7', 'stopped']);
  });

  it('is listed by the control API with the modules that provide and need it', async () => {
    const simulator = await start({
      modules: [...builtInModules, tallyModule, tallyReaderModule],
    });
    const listing = (await (await fetch(simulator.urls.control)).json()) as {
      domains: unknown[];
    };
    expect(listing.domains).toEqual([
      {
        name: 'chat',
        description: chatDomain.description,
        providedBy: ['gms-chat', 'chats', 'rest-v3-chat', 'gms-cometd', 'cloud-v2-chat'],
        neededBy: [],
      },
      {
        name: 'callback',
        description: callbackDomain.description,
        providedBy: ['gms-callback', 'ges-callback', 'callbacks'],
        neededBy: [],
      },
      {
        name: 'stats',
        description: statsDomain.description,
        providedBy: ['gms-ewt', 'ges-ewt', 'stats'],
        neededBy: [],
      },
      {
        name: 'clicktocall',
        description: clickToCallDomain.description,
        providedBy: ['gms-click-to-call', 'click-to-call'],
        neededBy: [],
      },
      {
        name: 'cobrowse',
        description: coBrowseDomain.description,
        providedBy: ['gcb-cobrowse', 'cobrowse'],
        neededBy: [],
      },
      {
        name: 'knowledge',
        description: knowledgeDomain.description,
        providedBy: ['gkc-knowledge-v2', 'gkc-knowledge-v1', 'knowledge'],
        neededBy: [],
      },
      {
        name: 'sendmessage',
        description: sendMessageDomain.description,
        providedBy: ['gms-email', 'send-message'],
        neededBy: [],
      },
      {
        name: 'gwe',
        description: gweDomain.description,
        providedBy: ['gwe-server', 'gwe'],
        neededBy: [],
      },
      {
        name: 'tally',
        description: 'A counter, to test the domain registry.',
        providedBy: ['tally'],
        neededBy: ['tally-reader'],
      },
    ]);
  });

  it('validates its options with its own schema, naming the field under the domain', () => {
    const error = errorOf({ modules: [tallyModule], tally: { step: 0 } });
    expect(error.fields).toEqual(['tally.step']);
    expect(error.message).toMatch(/^Invalid simulator options: tally\.step: /);
    expect(
      errorOf({ modules: [tallyModule], tally: { stride: 2 } as TallyOptions }).problems,
    ).toEqual([{ field: 'tally.stride', message: 'is not a simulator option' }]);
  });

  it('takes no options while no loaded module provides it', () => {
    expect(errorOf({ tally: { step: 2 } }).problems).toEqual([
      { field: 'tally', message: 'is not a simulator option' },
    ]);
  });

  it('is reached by a module only when declared', async () => {
    const simulator = await start({ modules: [tallyModule, tallyReaderModule] });
    expect(await (await fetch(`${simulator.url}/tally/chat`)).json()).toEqual({
      error: 'Module "tally-reader" uses domain "chat" without declaring it in provides or needs',
    });
  });
});

describe('the domain registry', () => {
  const otherTally = defineDomain({ ...tallyDomain });
  const noop: SimulatorModule['register'] = () => undefined;

  it('loads one domain provided by several modules once', async () => {
    const twin: SimulatorModule = {
      name: 'tally-twin',
      description: 'Counts too.',
      provides: [tallyDomain],
      register(app, context) {
        app.post('/tally/twin/increments', () => ({
          count: context.domain(tallyDomain).increment(),
        }));
      },
    };
    const simulator = await start({ modules: [tallyModule, twin] });
    await postJson(`${simulator.url}/tally/increments`, {});
    const answer = await postJson(`${simulator.url}/tally/twin/increments`, {});
    expect(await answer.json()).toEqual({ count: 2 });
    expect(simulator.app.simulator.domains()).toMatchObject([
      { name: 'tally', providedBy: ['tally', 'tally-twin'] },
    ]);
  });

  it('refuses two domains of the same name', () => {
    const other: SimulatorModule = {
      name: 'other',
      description: 'x',
      provides: [otherTally],
      register: noop,
    };
    expect(errorOf({ modules: [tallyModule, other] }).problems).toEqual([
      {
        field: 'modules.1.provides.0.name',
        message:
          'duplicate domain name "tally" (module "tally" provides another domain of that name)',
      },
    ]);
  });

  it('refuses a module that needs a domain no loaded module provides', () => {
    expect(() => createSimulatorApp({ modules: [tallyReaderModule] })).toThrow(
      'Invalid simulator options: modules.0.needs.0: module "tally-reader" needs domain "tally", which no loaded module provides',
    );
  });

  it('refuses a domain named like a simulator option', () => {
    const port = defineDomain({ ...tallyDomain, name: 'port' });
    const module: SimulatorModule = {
      name: 'porter',
      description: 'x',
      provides: [port],
      register: noop,
    };
    expect(errorOf({ modules: [module] }).problems).toEqual([
      { field: 'modules.0.provides.0.name', message: 'domain name "port" is a simulator option' },
    ]);
  });

  it('refuses a malformed domain, naming its field', () => {
    const module = {
      name: 'broken',
      description: 'x',
      provides: [{ name: 'Bad Name', description: 'x', options: {}, create: 1 }],
      register: noop,
    } as unknown as SimulatorModule;
    expect([...errorOf({ modules: [module] }).fields].sort()).toEqual([
      'modules.0.provides.0.create',
      'modules.0.provides.0.name',
      'modules.0.provides.0.options',
    ]);
  });

  it('names a domain that is not loaded, or loaded from another definition', async () => {
    const simulator = await start({ modules: [tallyModule] });
    expect(() => simulator.chat).toThrow(
      'No domain "chat" is loaded: no loaded module provides it',
    );
    expect(() => simulator.domain(otherTally)).toThrow(
      'Domain "tally" is loaded from another definition than the one given',
    );
  });
});
