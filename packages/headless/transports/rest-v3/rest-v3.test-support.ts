import { HttpResponse } from 'msw';

/** Sessions URL the tests configure. */
export const dataURL = 'http://nexus.test/nexus/v3/chat/sessions';

/** A JWT whose payload segment is the base64 JSON of `claims` (the signature is not checked). */
export function tokenFor(claims: Record<string, unknown>): string {
  const payload = btoa(JSON.stringify(claims));
  return `${btoa('{"alg":"none"}')}.${payload}.signature`;
}

/** The client token of the test chat. */
export const clientToken = tokenFor({ sessionId: 's1', participantId: 'p1' });

/** Session keys of the test chat. */
export const session = Object.freeze({ clientToken, sessionId: 's1', participantId: 'p1' });

export { answerAll, type SeenRequest } from '../transport.test-support';

/** A messages answer. */
export function messagesAnswer(messages: unknown[], chatEnded = false): Response {
  return HttpResponse.json({ data: { messages, chatEnded } });
}

/** An error answer `{ status: { code, message } }` with the HTTP status. */
export function errorAnswer(status: number, code: string): Response {
  return HttpResponse.json({ status: { code, message: `error ${code}` } }, { status });
}

/** A wire message from agent Anna with the given index and type. */
export function wireMessage(
  index: number | string,
  type: string,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    index,
    type,
    utcTime: '2026-01-01T00:00:00.000Z',
    text: `text ${index}`,
    from: { nickname: 'Anna', participantId: 'a1', type: 'Agent' },
    ...extra,
  };
}
