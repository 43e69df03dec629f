import type * as z from 'zod';

/** One reason a request body was refused. */
export interface BodyIssue {
  /** Dotted path of the bad field (`userData.Email`), or `body` for the body as a whole. */
  path: string;
  /** What is wrong with it. */
  message: string;
}

/** The outcome of reading a JSON request body against a schema. */
export type BodyResult<T> =
  | {
      /** The body matched the schema. */
      ok: true;
      /** The parsed JSON as sent (unknown extra fields kept). */
      body: unknown;
      /** The validated value. */
      value: T;
    }
  | {
      /** The body was missing, not JSON, or did not match the schema. */
      ok: false;
      /** The parsed JSON, or the raw text when it was not JSON, or null when there was none. */
      body: unknown;
      /** Why it was refused. */
      issues: BodyIssue[];
    };

/** The JSON error answered with HTTP 400 for a refused body. */
export interface BodyErrorPayload {
  /** Always `Bad Request`. */
  error: 'Bad Request';
  /** One sentence naming the bad fields. */
  message: string;
  /** The bad fields' dotted paths. */
  fields: string[];
  /** Each problem in detail. */
  issues: BodyIssue[];
}

/** How deep a request's JSON or bracketed form may nest; far deeper bodies overflow the stack when written back. */
export const maxBodyDepth = 32;

/** Whether `value` nests objects and arrays at most `limit` levels deep. */
export function withinDepth(value: unknown, limit = maxBodyDepth): boolean {
  if (typeof value !== 'object' || value === null) return true;
  return limit > 0 && Object.values(value).every((item) => withinDepth(item, limit - 1));
}

/** The issue of a body that nests too deep. */
export const tooDeep = `nests deeper than ${maxBodyDepth} levels`;

/** Converts zod issues to body issues with dotted paths. */
export function toBodyIssues(issues: readonly z.core.$ZodIssue[], root = 'body'): BodyIssue[] {
  return issues.flatMap((issue) => {
    const path = issue.path.map(String);
    // Zod reports unknown keys on their parent object; name each key instead.
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        path: [...path, key].join('.'),
        message: 'is not a known field',
      }));
    }
    return [{ path: path.length > 0 ? path.join('.') : root, message: issue.message }];
  });
}

/** Options of {@link readJsonBody}. */
export interface ReadJsonBodyOptions {
  /** Validate a missing or blank body as `{}` instead of refusing it. @default false */
  optional?: boolean;
}

/** Parses a raw request body as JSON and validates it with `schema`. */
export function readJsonBody<S extends z.ZodType>(
  raw: string | undefined,
  schema: S,
  { optional = false }: ReadJsonBodyOptions = {},
): BodyResult<z.output<S>> {
  if (optional && (raw === undefined || raw.trim() === '')) {
    const result = schema.safeParse({});
    return result.success
      ? { ok: true, body: null, value: result.data }
      : { ok: false, body: null, issues: toBodyIssues(result.error.issues) };
  }
  if (raw === undefined || raw.trim() === '') {
    return {
      ok: false,
      body: null,
      issues: [{ path: 'body', message: 'A JSON body is required' }],
    };
  }
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      body: raw,
      issues: [{ path: 'body', message: `Not valid JSON: ${reason}` }],
    };
  }
  if (!withinDepth(body))
    return { ok: false, body: null, issues: [{ path: 'body', message: tooDeep }] };
  const result = schema.safeParse(body);
  return result.success
    ? { ok: true, body, value: result.data }
    : { ok: false, body, issues: toBodyIssues(result.error.issues) };
}

/** Builds the 400 payload that names the bad fields. */
export function bodyError(issues: BodyIssue[], what = 'request body'): BodyErrorPayload {
  const fields = [...new Set(issues.map((issue) => issue.path))];
  const details = issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
  return { error: 'Bad Request', message: `Invalid ${what}: ${details}`, fields, issues };
}
