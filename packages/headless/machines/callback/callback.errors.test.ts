import { describe, expect, it } from 'vitest';
import type { CallbackFailure } from '../../services/callback/callback.errors';
import { callbackErrorOf, callbackErrorTexts } from './callback.errors';

const answer = (status: number, message: string, code?: number | string): CallbackFailure => ({
  kind: 'status',
  status,
  ...(code === undefined ? {} : { code }),
  message,
  specific: status === 400 || status === 429,
  missingCustomerNumber: message.includes('_customer_number'),
  messageTimes: [],
  proposedTimes: [],
});

describe('callbackErrorOf', () => {
  it.each([
    [501, callbackErrorTexts['501']],
    [503, 'Missing apikey, please ensure it is configured properly.'],
    [1103, 'Missing apikey, please ensure it is configured properly.'],
    [7036, 'Callback to this number is not possible. Please retry with another phone number.'],
    [7037, 'Callback to this number is not allowed. Please retry with another phone number.'],
    [7040, 'Please configure a valid service name.'],
    [7041, 'Too many requests at this time.'],
    [7042, 'Office closed. Please try scheduling with in the office hours.'],
  ])('gives code %s its text, without highlighting a field', (code, text) => {
    expect(callbackErrorOf(answer(400, 'server text', code))).toEqual({
      code: String(code),
      text,
      status: 400,
    });
  });

  it('highlights the phone for 7030 (a code sent as text too)', () => {
    expect(callbackErrorOf(answer(400, 'x', '7030'))).toEqual({
      code: '7030',
      text: 'Please enter a valid phone number.',
      field: 'phonenumber',
      status: 400,
    });
  });

  it('shows the specific text only for HTTP 400 and 429', () => {
    expect(callbackErrorOf(answer(429, 'x', 7042)).code).toBe('7042');
    for (const status of [401, 404, 500, 503]) {
      expect(callbackErrorOf(answer(status, 'x', 7042))).toEqual({
        code: 'unknown',
        text: callbackErrorTexts.unknown,
        status,
      });
    }
    expect(callbackErrorOf(undefined).text).toBe(
      'Something went wrong, we apologize for the inconvenience. Please check your connection settings and try again.',
    );
  });

  it("reads a message naming _customer_number as 'Phone number is required.'", () => {
    expect(callbackErrorOf(answer(400, 'Missing _customer_number'))).toMatchObject({
      code: 'phoneRequired',
      text: 'Phone number is required.',
      field: 'phonenumber',
    });
  });

  it("makes a 'Too many requests' message's times local and drops 'Proposing time slots.'", () => {
    const message =
      'Too many requests at 2030-01-02T10:00:00.000Z. Proposing time slots. 2030-01-02T10:15:00.000Z 2030-01-02T10:30:00.000Z';
    const error = callbackErrorOf(answer(429, message), (iso) => `<${iso.slice(11, 16)}>`);
    expect(error).toEqual({
      code: 'tooManyRequests',
      text: 'Too many requests at <10:00>. <10:15> <10:30>',
      status: 429,
    });
    expect(callbackErrorOf(answer(429, 'Too many requests at 2030-01-02T10:00:00Z')).text).toBe(
      'Too many requests at 2030-01-02T10:00:00Z',
    );
  });

  it("shows the server's own message for an unknown code, and the unknown text for none", () => {
    expect(callbackErrorOf(answer(400, 'Bad thing', 9999))).toEqual({
      code: 'server',
      text: 'Bad thing',
      status: 400,
    });
    expect(callbackErrorOf(answer(400, ' ')).code).toBe('unknown');
  });
});
