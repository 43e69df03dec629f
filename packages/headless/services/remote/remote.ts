import * as z from 'zod/mini';
import type { Bus } from '../../bus/bus.types';
import { CommandRejection } from '../../kit/define-plugin';
import { remoteErrorTexts, type RemoteOutcome } from './remote.manifest';

/** A command as a remote batch names it: `Plugin.command`. */
const commandName = z.string().check(z.regex(/^[A-Za-z_$][\w$-]*\.[A-Za-z_$][\w$-]*$/));
const commandOptions = z.optional(z.record(z.string(), z.unknown()));

const remoteValue = z.union([
  z.object({ command: commandName, options: commandOptions }),
  z.tuple([commandName], commandOptions),
]);

const remoteValues = z.array(remoteValue).check(z.minLength(1));

/** One command of a batch, read. */
export interface RemoteCommand {
  /** `Plugin.command`. */
  command: string;
  /** Its options. */
  options: Record<string, unknown> | undefined;
}

/**
 * Reads a remote batch: a non-empty array whose every value is `{ command, options? }` or
 * `[command, options?]`; anything else throws the spec's 'Attempted to push invalid data. Expected
 * an array of values.' before any command runs.
 */
export function readRemoteValues(values: unknown): RemoteCommand[] {
  const parsed = remoteValues.safeParse(values);
  if (!parsed.success) throw new CommandRejection('invalidData', remoteErrorTexts.invalidData);
  return parsed.data.map((value) =>
    Array.isArray(value)
      ? { command: value[0] as string, options: value[1] as Record<string, unknown> | undefined }
      : {
          command: (value as RemoteCommand).command,
          options: (value as RemoteCommand).options,
        },
  );
}

/** Options of {@link executeRemote}. */
export interface ExecuteRemoteOptions {
  /** Who the commands run as. @default 'Remote' */
  commander?: string;
}

/**
 * The remote command executor: runs `values` (see {@link readRemoteValues}) on the bus one after
 * the other, each waiting for the one before to settle, and resolves with how each ended. A refused
 * command does not stop the batch. The web-engagement bridge calls this for a server push.
 */
export async function executeRemote(
  bus: Bus,
  values: unknown,
  options: ExecuteRemoteOptions = {},
): Promise<RemoteOutcome[]> {
  const commands = readRemoteValues(values);
  const commander = options.commander ?? 'Remote';
  const outcomes: RemoteOutcome[] = [];
  for (const { command, options: commandOptionsGiven } of commands) {
    try {
      const value = await bus.untyped.command(command, commandOptionsGiven, commander);
      outcomes.push({ command, status: 'fulfilled', value });
    } catch (error) {
      outcomes.push({
        command,
        status: 'rejected',
        reason: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return outcomes;
}
