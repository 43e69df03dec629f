import type { Bus } from '../../bus/bus.types';
import { definePlugin } from '../../kit/define-plugin';
import { executeRemote, readRemoteValues } from './remote';
import { remoteManifest } from './remote.manifest';

/** Runs a batch for the plugin, refusing a bad one with the table's text. */
function runBatch(
  bus: Bus,
  values: unknown,
  reject: (code: 'invalidData') => never,
): ReturnType<typeof executeRemote> {
  try {
    readRemoteValues(values);
  } catch {
    reject('invalidData');
  }
  return executeRemote(bus, values, { commander: remoteManifest.name });
}

/**
 * The `Remote` plugin (protocols 8.3): `execute {values}` and `push {values}` run the bus commands
 * of `values` in order as `Remote` and resolve with each one's outcome; a value that is not a
 * non-empty array of commands is refused with 'Attempted to push invalid data. Expected an array of
 * values.'. It drives the bus it is attached to (`remotePlugin.attach(bus, bus)`).
 */
export const remotePlugin = definePlugin<Bus, typeof remoteManifest>(remoteManifest, {
  commands: {
    execute: (options, { target, reject }) => runBatch(target, options?.values, reject),
    push: (options, { target, reject }) => runBatch(target, options?.values, reject),
  },
});

/** Puts the `Remote` plugin on `bus`; returns the detach function. */
export function attachRemote(bus: Bus): () => void {
  return remotePlugin.attach(bus, bus);
}
