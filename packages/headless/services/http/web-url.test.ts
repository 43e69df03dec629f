import { describe, expect, it } from 'vitest';
import { isWebUrl, parseWebUrl } from './web-url';

describe('web URLs', () => {
  it('accept absolute http and https addresses', () => {
    expect(isWebUrl('https://survey.test/s?id=1')).toBe(true);
    expect(parseWebUrl('http://127.0.0.1:8787/x')?.port).toBe('8787');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,x',
    '/relative',
    'not a url',
    '',
  ])('refuse %j', (value) => {
    expect(isWebUrl(value)).toBe(false);
  });
});
