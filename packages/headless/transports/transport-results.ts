import type { TransportError, TransportResult } from './transport.types';

const maxReasonLength = 200;

/** A failed result. */
export function failure<T>(error: TransportError): TransportResult<T> {
  return { ok: false, error };
}

/** A `protocol` failure naming the operation and what was wrong with its answer. */
export function protocolFailure<T>(operation: string, detail: string): TransportResult<T> {
  return failure({ kind: 'protocol', message: `Invalid ${operation} answer: ${detail}` });
}

/**
 * Tells a start answered with a chat this transport started before: an earlier answer again (a proxy
 * replaying it), which would put the visitor in an old chat or someone else's. The failure to return
 * then, else `undefined` (and the chat is remembered).
 */
export function startedBefore() {
  const started = new Set<string>();
  return (id: string): TransportResult<never> | undefined =>
    started.has(id) ? protocolFailure('start', `chat ${id} started before`) : void started.add(id);
}

/** How long a start may still answer after its timeout: a chat it opens by then is ended at once (`answerWithin`). */
export const lateStartLimitMs = 60_000;

/**
 * `answer`'s result if it comes within `timeoutMs` (none: no limit) and before `signal` aborts, else a
 * network failure. A success that comes later goes to `late`: a chat a start opened after the visitor
 * was told the start failed is ended there, so that no agent waits for someone who is not coming.
 */
export function answerWithin<T>(
  answer: Promise<TransportResult<T>>,
  timeoutMs: number | undefined,
  late?: (value: T) => unknown,
  signal?: AbortSignal,
): Promise<TransportResult<T>> {
  return new Promise((resolve) => {
    let given = false;
    const giveUp = (message: string) => {
      if (!given) resolve(failure({ kind: 'network', message }));
      given = true;
    };
    const timer =
      timeoutMs === undefined
        ? undefined
        : setTimeout(giveUp, timeoutMs, `No answer within ${timeoutMs} ms`);
    signal?.addEventListener('abort', () => giveUp('Stopped before the answer'), { once: true });
    const settle = (result: TransportResult<T>) => {
      clearTimeout(timer);
      if (!given) resolve(result);
      else if (result.ok && late)
        void Promise.resolve(result.value)
          .then(late)
          .catch(() => {});
      given = true;
    };
    // A site's own transport may reject against its contract: that is a call without an answer.
    answer.then(settle, (error: unknown) =>
      settle(failure({ kind: 'network', message: `Request failed: ${reasonOf(error)}` })),
    );
  });
}

/** A short description of a caught error, for `network` failures. */
export function reasonOf(error: unknown): string {
  let reason: string;
  try {
    reason = error instanceof Error ? error.message : String(error);
  } catch {
    // String() throws for a value without a prototype (no toString).
    reason = 'an error that cannot be printed';
  }
  return reason.length > maxReasonLength ? `${reason.slice(0, maxReasonLength)}…` : reason;
}

/** The first few issues of a failed zod parse as `path: message` texts. */
export function describeIssues(
  error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] },
  limit = 3,
): string {
  return error.issues
    .slice(0, limit)
    .map((issue) => {
      const path = issue.path.map(String).join('.');
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

/** A URL path segment of a server-given id; a lone surrogate (a hostile id can hold one) becomes U+FFFD instead of throwing. */
export function pathSegment(value: string): string {
  // In a `u` pattern a surrogate pair reads as one code point, so `Cs` matches lone surrogates only.
  return encodeURIComponent(value.replace(/\p{Cs}/gu, '\uFFFD'));
}

/** The text unsupported operations answer with, as the spec's command rejection says it. */
export function unsupported(feature: string): string {
  return `This transport doesn't support ${feature}`;
}

/** Runs a transport call, turning whatever escapes it (a missing crypto, a file that is no Blob) into a network failure, so no call rejects. */
export async function guarded<T>(
  run: () => Promise<TransportResult<T>>,
): Promise<TransportResult<T>> {
  try {
    return await run();
  } catch (error) {
    return failure({ kind: 'network', message: `Request failed: ${reasonOf(error)}` });
  }
}

/** The answer of a call the transport does not support: 'This transport doesn't support {feature}'. */
export const notSupported = <T>(feature: string): Promise<TransportResult<T>> =>
  Promise.resolve(failure({ kind: 'protocol', message: unsupported(feature) }));
