import { afterEach } from 'vitest';
import WebSocket from 'ws';
import type { SimulatorEvent } from './engine/event-log';
import type { SimulatorOptions } from './options';
import { startSimulator, type SimulatorInstance } from './server';

/** Starts simulators on 127.0.0.1 port 0 and closes them after each test. */
export function useSimulators(): (options?: SimulatorOptions) => Promise<SimulatorInstance> {
  const running: SimulatorInstance[] = [];
  afterEach(async () => {
    await Promise.all(running.splice(0).map((simulator) => simulator.close()));
  });
  return async (options = {}) => {
    const simulator = await startSimulator({ host: '127.0.0.1', port: 0, ...options });
    running.push(simulator);
    return simulator;
  };
}

/** POSTs `body` as JSON (strings are sent as they are). */
export function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** A client of the events WebSocket that buffers what it receives. */
export interface EventStream {
  /** The underlying socket. */
  socket: WebSocket;
  /** Every event received so far. */
  received: SimulatorEvent[];
  /** Resolves with the first received event (buffered or future) that matches. */
  next(predicate: (event: SimulatorEvent) => boolean): Promise<SimulatorEvent>;
}

/** Opens the events WebSocket at `url`, resolving once it is open; closes it after each test. */
export function useEventStreams(): (url: string) => Promise<EventStream> {
  const open: WebSocket[] = [];
  afterEach(() => {
    for (const socket of open.splice(0)) socket.terminate();
  });
  return (url) =>
    new Promise((resolve, reject) => {
      const socket = new WebSocket(url);
      open.push(socket);
      const received: SimulatorEvent[] = [];
      const waiters = new Set<(event: SimulatorEvent) => void>();
      socket.on('message', (data) => {
        const event = JSON.parse(String(data)) as SimulatorEvent;
        received.push(event);
        for (const waiter of [...waiters]) waiter(event);
      });
      socket.once('error', reject);
      socket.once('open', () =>
        resolve({
          socket,
          received,
          next: (predicate) =>
            new Promise((found) => {
              const already = received.find(predicate);
              if (already) return found(already);
              const waiter = (event: SimulatorEvent) => {
                if (!predicate(event)) return;
                waiters.delete(waiter);
                found(event);
              };
              waiters.add(waiter);
            }),
        }),
      );
    });
}
