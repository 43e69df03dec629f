import { describe, expect, it } from 'vitest';
import { decodeClientToken } from './rest-v3.schema';
import { tokenFor } from './rest-v3.test-support';

describe('decodeClientToken', () => {
  it('reads sessionId and participantId from the payload segment', () => {
    expect(decodeClientToken(tokenFor({ sessionId: 's1', participantId: 'p1', exp: 1 }))).toEqual({
      sessionId: 's1',
      participantId: 'p1',
    });
  });

  it('turns numeric ids into texts', () => {
    expect(decodeClientToken(tokenFor({ sessionId: 7, participantId: 8 }))).toEqual({
      sessionId: '7',
      participantId: '8',
    });
  });

  it('accepts base64url payloads without padding, and UTF-8 in them', () => {
    const json = JSON.stringify({ sessionId: 'sé?>', participantId: 'p~~~' });
    const binary = String.fromCharCode(...new TextEncoder().encode(json));
    const payload = btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

    expect(decodeClientToken(`h.${payload}.s`)).toEqual({
      sessionId: 'sé?>',
      participantId: 'p~~~',
    });
  });

  it.each([
    ['no payload segment', 'onlyonepart', /Expected a JWT/],
    ['a payload that is not base64', 'h.%%%.s', /base64 JSON/],
    ['a payload that is not JSON', `h.${btoa('nope')}.s`, /base64 JSON/],
    ['a payload without a sessionId', tokenFor({ participantId: 'p1' }), /sessionId/],
    [
      'a payload with an empty participantId',
      tokenFor({ sessionId: 's', participantId: '' }),
      /participantId/,
    ],
  ])('says what is wrong with %s', (_label, token, problem) => {
    const decoded = decodeClientToken(token);

    expect(decoded).toHaveProperty('problem');
    expect((decoded as { problem: string }).problem).toMatch(problem);
  });
});
