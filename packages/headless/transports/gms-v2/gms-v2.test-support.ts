import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';

/** Base URL the tests configure. */
export const dataURL = 'http://gms.test/genesys/2/chat/customer-support';

/** Session keys of the test chat. */
export const session = Object.freeze({
  chatId: 'chat1',
  secureKey: 'sk1',
  alias: '117',
  userId: 'u1',
});

/** A request as the fake server saw it. */
export interface SeenRequest {
  /** HTTP method. */
  method: string;
  /** Full URL. */
  url: string;
  /** Content-Type header (without the multipart boundary). */
  contentType: string;
  /** All request headers. */
  headers: Headers;
  /** Form fields in order; files as `File`. */
  fields: [string, FormDataEntryValue][];
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
      const copy = request.clone();
      seen.push({
        method: request.method,
        url: request.url,
        contentType,
        headers: request.headers,
        fields: [...(await copy.formData()).entries()],
      });
      return answer(request);
    }),
  );
  return seen;
}

/** A `statusCode: 0` answer carrying the session keys and `extra`. */
export function okAnswer(extra: Record<string, unknown> = {}): Response {
  return HttpResponse.json({ statusCode: 0, chatEnded: false, ...session, messages: [], ...extra });
}

/** A transcript event from agent Anna with the given index and type. */
export function wireMessage(
  index: number,
  type: string,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    index,
    type,
    utcTime: 1_700_000_000_000 + index,
    text: `text ${index}`,
    from: { nickname: 'Anna', participantId: 2, type: 'Agent' },
    ...extra,
  };
}
