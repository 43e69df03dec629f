import { CometD, type Message } from 'cometd';
import { Window } from 'happy-dom';
import { vi } from 'vitest';

/** The channel of the `customer-support` service. */
export const serviceChannel = '/service/chatV2/customer-support';

/**
 * Gives the `cometd` package the global `window` it reads (timers, console, XMLHttpRequest from a
 * happy-dom Window, WebSocket when given); undo with `vi.unstubAllGlobals()`.
 */
export function stubCometWindow(webSocket?: unknown): void {
  const happy = new Window();
  vi.stubGlobal('window', {
    setTimeout: (run: () => void, delay: number) => setTimeout(run, delay),
    clearTimeout: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
    console,
    XMLHttpRequest: happy.XMLHttpRequest,
    ...(webSocket === undefined ? {} : { WebSocket: webSocket }),
  });
}

/** A CometD client connected (handshaken and subscribed to the service channel) to `cometURL`. */
export async function connectedClient(
  cometURL: string,
  onPush: (message: Message) => void = () => undefined,
  options: { websocket?: boolean } = {},
): Promise<CometD> {
  const cometd = new CometD();
  if (!options.websocket) cometd.unregisterTransport('websocket');
  cometd.configure({ url: cometURL, logLevel: 'warn', useWorkerScheduler: false });
  await new Promise<void>((resolve, reject) => {
    cometd.handshake((reply) => {
      if (!reply.successful) return reject(new Error(`handshake failed: ${reply.error}`));
      cometd.subscribe(serviceChannel, onPush, (ack) =>
        ack.successful ? resolve() : reject(new Error(`subscribe failed: ${ack.error}`)),
      );
    });
  });
  return cometd;
}

/** Publishes an operation and resolves with the server's answer (the reply carrying `data`). */
export function call(cometd: CometD, data: Record<string, unknown>): Promise<Message> {
  return new Promise((resolve) => {
    cometd.remoteCall(serviceChannel.slice('/service'.length), data, 5000, resolve);
  });
}

/** Disconnects the client and waits for the server's acknowledgement. */
export function disconnect(cometd: CometD): Promise<void> {
  return new Promise((resolve) => cometd.disconnect(() => resolve()));
}
