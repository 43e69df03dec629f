import { HttpResponse } from 'msw';

/** Base URL the tests configure. */
export const dataURL = 'http://gms.test/genesys/2/chat/customer-support';

/** Session keys of the test chat. */
export const session = Object.freeze({
  chatId: 'chat1',
  secureKey: 'sk1',
  alias: '117',
  userId: 'u1',
});

export { answerAll, type SeenRequest } from '../transport.test-support';

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
