/** One invalid transport option. */
export interface TransportConfigIssue {
  /** Dotted path of the option, e.g. `pollPolicy.multiplier`; `(options)` for the whole object. */
  field: string;
  /** What is wrong with it. */
  message: string;
}

/** Transport options that failed validation; the message is the spec's command rejection text, `issues` name each bad option. */
export class TransportConfigError extends Error {
  /** Every invalid option. */
  readonly issues: TransportConfigIssue[];

  /** Creates the error from the option issues; `name` says which transport refused them. */
  constructor(issues: TransportConfigIssue[], name = 'TransportConfigError') {
    super('Invalid transport configuration');
    this.name = name;
    this.issues = issues;
  }
}

/** The issues of a failed options parse (zod's), each naming its option by dotted path. */
export function configIssues(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): TransportConfigIssue[] {
  return error.issues.map((issue) => ({
    field: issue.path.length ? issue.path.map(String).join('.') : '(options)',
    message: issue.message,
  }));
}
