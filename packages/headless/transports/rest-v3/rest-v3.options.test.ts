import { describe, expect, it } from 'vitest';
import { RestV3ConfigError, resolveRestV3Options, restV3PollPolicy } from './rest-v3.options';
import type { RestV3TransportOptions } from './rest-v3.types';

const dataURL = 'https://api-usw2.digital.genesyscloud.com/nexus/v3/chat/sessions/';

describe('resolveRestV3Options', () => {
  it('applies the defaults: 1000 ms polls, 20 messages a page, synchronous chat', () => {
    const resolved = resolveRestV3Options({ dataURL });

    expect(resolved.base).toBe('https://api-usw2.digital.genesyscloud.com/nexus/v3/chat/sessions');
    expect(resolved.pageSize).toBe(20);
    expect(resolved.async).toBe(false);
    expect(resolved.timeoutMs).toBe(3000);
    expect(resolved.headers()).toEqual({});
    expect(resolved.pollPolicy).toEqual({
      tick: 100,
      minInterval: 1000,
      maxInterval: 1000,
      multiplier: 1,
      exceptionLimit: 5,
      errorBackoff: 1000,
    });
  });

  it('keeps the configured values, at their minimums too', () => {
    const resolved = resolveRestV3Options({
      dataURL: '/nexus/v3/chat/sessions',
      endpoint: 'support',
      headers: { 'x-api-key': 'k1' },
      stream: 'dev',
      clientType: 'cxkit',
      pollTimeout: 100,
      maxMessagePageSize: 16,
      async: true,
    });

    expect(resolved).toMatchObject({
      base: '/nexus/v3/chat/sessions',
      endpoint: 'support',
      stream: 'dev',
      clientType: 'cxkit',
      pageSize: 16,
      async: true,
      pollPolicy: restV3PollPolicy(100),
    });
    expect(resolved.headers()).toEqual({ 'x-api-key': 'k1' });
  });

  it('reads header functions again for every request', () => {
    let key = 'a';
    const resolved = resolveRestV3Options({ dataURL, headers: () => ({ 'x-api-key': key }) });
    key = 'b';

    expect(resolved.headers()).toEqual({ 'x-api-key': 'b' });
  });

  it.each([
    ['a missing dataURL', { dataURL: undefined }, 'dataURL'],
    ['a dataURL that is no URL', { dataURL: 'javascript:alert(1)' }, 'dataURL'],
    ['a poll timeout below 100 ms', { pollTimeout: 99 }, 'pollTimeout'],
    ['a poll timeout that is no number', { pollTimeout: '1000' }, 'pollTimeout'],
    ['a page size below 16', { maxMessagePageSize: 15 }, 'maxMessagePageSize'],
    ['a fractional page size', { maxMessagePageSize: 20.5 }, 'maxMessagePageSize'],
    ['headers with a number value', { headers: { 'x-api-key': 1 } }, 'headers'],
    ['an empty endpoint', { endpoint: ' ' }, 'endpoint'],
    ['an async flag that is no boolean', { async: 'yes' }, 'async'],
    ['a negative timeout', { timeoutMs: -1 }, 'timeoutMs'],
  ])('rejects %s with "Invalid transport configuration"', (_label, bad, field) => {
    const attempt = () =>
      resolveRestV3Options({ dataURL, ...bad } as unknown as RestV3TransportOptions);

    expect(attempt).toThrow(RestV3ConfigError);
    expect(attempt).toThrow(/^Invalid transport configuration$/);
    try {
      attempt();
    } catch (error) {
      expect((error as RestV3ConfigError).issues.map((issue) => issue.field)).toContain(field);
    }
  });

  it('rejects options that are no object', () => {
    expect(() => resolveRestV3Options(null as unknown as RestV3TransportOptions)).toThrow(
      RestV3ConfigError,
    );
  });
});
