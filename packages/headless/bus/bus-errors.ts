/** The bus's error texts, exactly as the spec's error catalogue gives them. */
export const busErrorTexts = {
  commandDoesNotExist: 'Command does not exist',
  commandCancelled: "Command was cancelled by a 'before' function",
  nameTaken: 'The Extension name is already taken.',
  registrationLocked:
    'You must wait until App.ready is published before registering new Extensions.',
  pluginLoadFailed: 'Could not load plugin file in given location. Check your plugins path option.',
} as const;

/** What went wrong on the bus. */
export type BusErrorCode = keyof typeof busErrorTexts | 'invalidOptions' | 'invalidName';

/** An error the bus raises or rejects a command with; `code` is stable, `message` is the spec's text. */
export class BusError extends Error {
  /** Stable machine-readable reason. */
  readonly code: BusErrorCode;

  /** Creates the error for a catalogued code, or with an explicit message for the others. */
  constructor(code: BusErrorCode, message?: string, options?: ErrorOptions) {
    super(
      message ?? (code in busErrorTexts ? busErrorTexts[code as keyof typeof busErrorTexts] : code),
      options,
    );
    this.name = 'BusError';
    this.code = code;
  }
}

/** A schema issue as zod (classic or mini) gives it. */
interface OptionsIssue {
  /** Where in the options. */
  path: readonly PropertyKey[];
  /** What was expected. */
  message: string;
}

/** The error of a command whose options fail their check, naming each bad field. */
export function invalidOptionsError(command: string, issues: readonly OptionsIssue[]): BusError {
  const detail = issues
    .map(
      (issue) =>
        `${issue.path.length ? issue.path.map(String).join('.') : 'options'}: ${issue.message}`,
    )
    .join('; ');
  return new BusError('invalidOptions', `Invalid options for ${command}: ${detail}`);
}
