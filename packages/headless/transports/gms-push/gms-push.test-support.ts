import { Window } from 'happy-dom';
import type { CometWindow } from './gms-push.types';

/** The globals the `cometd` package needs in Node: Node's timers and a happy-dom Window's XMLHttpRequest. */
export function nodeCometWindow(webSocket?: unknown): CometWindow {
  const happy = new Window();
  return {
    setTimeout: (run, delay) => setTimeout(run, delay),
    clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
    console,
    XMLHttpRequest: happy.XMLHttpRequest,
    ...(webSocket === undefined ? {} : { WebSocket: webSocket }),
  };
}
