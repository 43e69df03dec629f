import { http } from 'msw';
import type { SetupServer } from 'msw/node';

/** A request as a fake server saw it. */
export interface SeenRequest {
  /** HTTP method. */
  method: string;
  /** Full URL. */
  url: URL;
  /** Content-Type header (without the multipart boundary). */
  contentType: string;
  /** All request headers. */
  headers: Headers;
  /** Form fields in order (url-encoded or multipart); files as `File`; none without a body type. */
  fields: [string, FormDataEntryValue][];
  /** Whether the request may outlive the page (`fetch`'s `keepalive`). */
  keepalive: boolean;
}

/** Answers every request with `answer` and records what arrived. */
export function answerAll(
  server: Pick<SetupServer, 'use'>,
  answer: (request: Request) => Response | Promise<Response>,
): SeenRequest[] {
  const seen: SeenRequest[] = [];
  server.use(
    http.all('*', async ({ request }) => {
      const contentType = (request.headers.get('content-type') ?? '').split(';')[0] ?? '';
      const fields = contentType === '' ? [] : [...(await request.clone().formData()).entries()];
      seen.push({
        method: request.method,
        url: new URL(request.url),
        contentType,
        headers: request.headers,
        fields,
        keepalive: request.keepalive,
      });
      return answer(request);
    }),
  );
  return seen;
}

/**
 * Answers every request with `answer` and records what arrived, but holds back the answers to those
 * `isHeld` picks until `release()` (a start the server answers late); `released()` counts them.
 */
export function holdAnswers(
  server: Pick<SetupServer, 'use'>,
  isHeld: (request: Request) => boolean,
  answer: (request: Request) => Response,
) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let released = 0;
  const seen = answerAll(server, async (request) => {
    if (isHeld(request)) {
      await held;
      released += 1;
    }
    return answer(request);
  });
  return { seen, release, released: () => released };
}
