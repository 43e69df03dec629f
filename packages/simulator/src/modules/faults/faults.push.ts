import type { SimulatorContext } from '../../module';
import { pushFaultActions } from './faults.schemas';
import { faultsState, strikeFault, type ArmedRouteFault } from './faults.state';

/** How long a reordered frame waits for the next one before it goes anyway (ms). */
export const REORDER_HOLD_MS = 100;

/** What a push channel gives {@link createFaultyPush}. */
export interface FaultyPushOptions {
  /** The module's context (faults state, randomness, event log). */
  context: Pick<SimulatorContext, 'engine' | 'emit'>;
  /** The channel's name, which faults match with their `route`, e.g. `/push/cloud-v2/{conversationId}`. */
  channel: string;
  /** Sends one frame on the connection. */
  send(frame: string): void;
  /** Closes the connection abruptly (the client reconnects and catches up by reading). */
  close(): void;
}

/** A push channel's sender with the armed faults applied. */
export interface FaultyPush {
  /** Sends a frame, or duplicates, delays, reorders it or closes the connection instead, as faults say. */
  send(frame: string): void;
  /** Stops: frames held or delayed are not sent any more. */
  dispose(): void;
}

/**
 * Wraps a push channel's sender so the faults armed through `POST /sim/api/faults` strike its frames
 * as they strike HTTP requests: `delay` (later frames may overtake it), `duplicate` (sent twice),
 * `reorder` (sent after the next frame) and `close` (the connection closes instead).
 */
export function createFaultyPush(options: FaultyPushOptions): FaultyPush {
  const { context, channel } = options;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let held: { frame: string; timer: ReturnType<typeof setTimeout> } | undefined;
  let disposed = false;

  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!disposed) run();
    }, ms);
    timers.add(timer);
    return timer;
  };

  const releaseHeld = () => {
    if (!held) return;
    const { frame, timer } = held;
    held = undefined;
    clearTimeout(timer);
    timers.delete(timer);
    options.send(frame);
  };

  function strikes(): ArmedRouteFault[] {
    const state = context.engine.store.get(faultsState);
    const hits: ArmedRouteFault[] = [];
    for (const fault of [...state.faults]) {
      if (!pushFaultActions.includes(fault.action)) continue;
      if (!new RegExp(fault.route).test(channel)) continue;
      if (fault.probability < 1 && !(context.engine.random() < fault.probability)) continue;
      strikeFault(state, fault);
      context.emit('faults.applied', { id: fault.id, action: fault.action, channel });
      hits.push(fault);
    }
    return hits;
  }

  return {
    send(frame) {
      if (disposed) return;
      const hits = strikes();
      if (hits.some((fault) => fault.action === 'close')) {
        // What is held or this frame is lost with the connection; the client's catch-up read brings it.
        if (held) clearTimeout(held.timer);
        held = undefined;
        options.close();
        return;
      }
      const copies = hits.some((fault) => fault.action === 'duplicate') ? 2 : 1;
      const delay = hits.reduce(
        (sum, fault) => sum + (fault.action === 'delay' ? (fault.ms ?? 0) : 0),
        0,
      );
      const deliver = () => {
        for (let copy = 0; copy < copies; copy += 1) options.send(frame);
      };
      if (delay > 0) {
        later(delay, deliver);
      } else if (hits.some((fault) => fault.action === 'reorder') && !held) {
        held = { frame, timer: later(REORDER_HOLD_MS, releaseHeld) };
        if (copies === 2) options.send(frame);
      } else {
        deliver();
        releaseHeld();
      }
    },
    dispose() {
      disposed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      held = undefined;
    },
  };
}
