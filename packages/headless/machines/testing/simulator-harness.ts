import { startSimulator } from '@cxkit/simulator';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { AnyActorRef } from 'xstate';

type Simulator = Awaited<ReturnType<typeof startSimulator>>;

/** What {@link useChatSimulator} gives a test file. */
export interface ChatSimulatorHarness {
  /** The running simulator's base URL (read it inside tests, after `beforeAll`). */
  url(): string;
  /** Calls a simulator path (usually the control API) and returns its JSON; fails the test on an HTTP error. */
  control(method: string, path: string, body?: unknown): Promise<unknown>;
  /** Stops `actor` after the test. */
  track<T extends AnyActorRef>(actor: T): T;
}

/**
 * Starts one simulator on 127.0.0.1 port 0 for the test file, stops the tracked actors, clears the
 * faults and resets the simulator after each test, and closes it at the end.
 */
export function useChatSimulator(): ChatSimulatorHarness {
  let simulator: Simulator | undefined;
  const actors: AnyActorRef[] = [];
  const url = () => {
    if (!simulator) throw new Error('The simulator has not started.');
    return simulator.url;
  };
  const control = async (method: string, path: string, body?: unknown): Promise<unknown> => {
    const response = await fetch(`${url()}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(response.status, `${method} ${path}`).toBeLessThan(300);
    const text = await response.text();
    return text ? (JSON.parse(text) as unknown) : undefined;
  };
  beforeAll(async () => {
    simulator = await startSimulator({ port: 0, host: '127.0.0.1', chat: { agentTypingMs: 200 } });
  });
  afterAll(async () => {
    await simulator?.close();
  });
  afterEach(async () => {
    for (const actor of actors.splice(0)) actor.stop();
    await control('DELETE', '/sim/api/faults');
    await control('POST', '/sim/api/reset');
  });
  return {
    url,
    control,
    track: (actor) => {
      actors.push(actor);
      return actor;
    },
  };
}
