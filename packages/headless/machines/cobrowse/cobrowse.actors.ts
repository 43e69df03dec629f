import { fromCallback } from 'xstate';
import * as z from 'zod/mini';
import type { CoBrowseOptions } from './cobrowse.options';
import { scriptConfigOf } from './cobrowse.options';
import { createCoBrowseScriptLoader } from './cobrowse.script';
import type {
  CoBrowseEndDetails,
  CoBrowseEvent,
  CoBrowseScriptApi,
  CoBrowseScriptCommand,
  CoBrowseScriptLoader,
  CoBrowseSignal,
} from './cobrowse.types';

// What enters from the script is parsed like any other boundary: a malformed one reads as empty.
const sessionSchema = z.object({ token: z.optional(z.string()) });
const endSchema = z.object({ reason: z.optional(z.string()) });

/** Adds `callback` to a signal the script may not have; returns its removal. */
function listen<Args extends unknown[]>(
  signal: CoBrowseSignal<Args> | undefined,
  callback: (...args: Args) => void,
): () => void {
  if (!signal || typeof signal.add !== 'function') return () => undefined;
  signal.add(callback);
  return () => signal.remove(callback);
}

/**
 * The co-browse script while the bridge is configured: loads it, reports `script.ready` (or
 * `script.failed`), relays its signals as `script.*` events, and runs the machine's
 * `script.start` / `script.exit` on its API. Cleanup removes the bridge's callbacks.
 */
export const coBrowseScript = fromCallback<
  CoBrowseScriptCommand,
  { options: CoBrowseOptions; load: CoBrowseScriptLoader | undefined },
  CoBrowseEvent
>(({ input, sendBack, receive }) => {
  let api: CoBrowseScriptApi | undefined;
  let stopped = false;
  const removals: (() => void)[] = [];
  const load = input.load ?? createCoBrowseScriptLoader();
  const { src, url } = input.options;
  load({ src: src!, ...(url === undefined ? {} : { url }), config: scriptConfigOf(input.options) })
    .then((ready) => {
      if (stopped) return;
      api = ready;
      sendBack({ type: 'script.ready' });
      removals.push(
        listen(ready.onSessionStarted, (session) => {
          const parsed = sessionSchema.safeParse(session);
          sendBack({
            type: 'script.sessionStarted',
            token: parsed.success ? parsed.data.token : undefined,
          });
        }),
        listen(ready.onSessionEnded, (details?: CoBrowseEndDetails) => {
          const parsed = endSchema.safeParse(details ?? {});
          sendBack({
            type: 'script.sessionEnded',
            reason: parsed.success ? parsed.data.reason : undefined,
          });
        }),
        listen(ready.onServiceUnavailable, () => sendBack({ type: 'script.unavailable' })),
        listen(ready.onServiceAvailable, () => sendBack({ type: 'script.available' })),
      );
    })
    .catch(() => {
      if (!stopped) sendBack({ type: 'script.failed' });
    });
  receive((command) => {
    if (!api) return;
    // The script is another product's: a throw of its own must not stop the bridge.
    try {
      if (command.type === 'script.start') api.startSession();
      else api.exitSession();
    } catch {
      // Nothing starts or ends: the pending start runs out and the state stays as it was.
    }
  });
  return () => {
    stopped = true;
    for (const remove of removals.splice(0)) remove();
  };
});
