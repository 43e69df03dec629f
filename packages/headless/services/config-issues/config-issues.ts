import type * as z from 'zod/mini';

/** One invalid field of a settings object. */
export interface FieldIssue {
  /** Dotted path of the field, e.g. `header.Cookie`. */
  field: string;
  /** What is wrong with it. */
  message: string;
}

/** Settings that failed validation; the message names every bad field. */
export class FieldIssuesError extends Error {
  /** Every invalid field. */
  readonly issues: FieldIssue[];

  /** Creates the error: `Invalid <what>: <field>: <message>; ...`, named `name`. */
  constructor(what: string, issues: FieldIssue[], name: string) {
    super(
      `Invalid ${what}: ${issues.map((issue) => `${issue.field}: ${issue.message}`).join('; ')}`,
    );
    this.name = name;
    this.issues = issues;
  }
}

/** How {@link fieldIssuesOf} names the fields. */
export interface FieldNaming {
  /** Put before every path, e.g. `widgetOptions`. @default none */
  prefix?: string;
  /** The name of the whole object, for an issue without a path. */
  whole: string;
  /** The message of a key the schema does not know. */
  unknown: string;
}

/** The issues of a failed parse (zod's), each naming its field by dotted path; each unknown key is an issue of its own. */
export function fieldIssuesOf(error: z.core.$ZodError, naming: FieldNaming): FieldIssue[] {
  const pathOf = (path: readonly PropertyKey[]) =>
    [...(naming.prefix === undefined ? [] : [naming.prefix]), ...path.map(String)].join('.') ||
    naming.whole;
  return error.issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({ field: pathOf([...issue.path, key]), message: naming.unknown }))
      : [{ field: pathOf(issue.path), message: issue.message }],
  );
}
