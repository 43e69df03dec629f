import { command, declarePlugin } from '../../kit/define-plugin';
import type { CommandsOf, EventsOf } from '../../kit/plugin.types';

/** One bus command to run: `{ command, options? }`, or the pair `[command, options?]`. */
export type RemoteValue =
  | { command: string; options?: Record<string, unknown> }
  | readonly [command: string, options?: Record<string, unknown>];

/** `Remote.execute` and `Remote.push` options. */
export interface RemoteExecuteOptions {
  /** The commands to run, in order; a non-empty array, else 'Attempted to push invalid data. Expected an array of values.'. */
  values: readonly RemoteValue[];
}

/** How one command of a remote batch ended. */
export type RemoteOutcome =
  | {
      /** The command's name. */
      command: string;
      /** It resolved. */
      status: 'fulfilled';
      /** What it resolved with. */
      value: unknown;
    }
  | {
      /** The command's name. */
      command: string;
      /** It was refused. */
      status: 'rejected';
      /** The refusal's text. */
      reason: string;
    };

/** The text of a push that is not a non-empty array of commands (spec 3, section 8). */
export const remoteErrorTexts = {
  invalidData: 'Attempted to push invalid data. Expected an array of values.',
} as const;

/**
 * The `Remote` plugin's table (protocols 8.3, service-protocols 12): the remote command executor,
 * which runs a batch of bus commands in order for the web-engagement server (`execute`, and `push`
 * as the GWE names it). Its only rejection is the spec's invalid-push text.
 */
export const remoteManifest = declarePlugin({
  name: 'Remote',
  commands: {
    execute: command<RemoteExecuteOptions, RemoteOutcome[]>(),
    push: command<RemoteExecuteOptions, RemoteOutcome[]>(),
  },
  events: {},
  rejections: remoteErrorTexts,
});

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace CxKit {
    interface Commands extends CommandsOf<typeof remoteManifest> {}
    interface Events extends EventsOf<typeof remoteManifest> {}
  }
}
