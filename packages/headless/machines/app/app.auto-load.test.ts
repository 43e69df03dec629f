import { describe, expect, it } from 'vitest';
import { createCookieStore } from '../../services/cookies/cookie-store';
import { createAutoLoadList } from './app.auto-load';

describe('auto-load list', () => {
  it('adds each plugin once, removes them, and drops the cookie when empty', () => {
    const cookies = createCookieStore();
    const list = createAutoLoadList(cookies);
    expect(list.list()).toEqual([]);
    expect(list.add('WebChat')).toEqual(['WebChat']);
    expect(list.add('WebChat')).toEqual(['WebChat']);
    expect(list.add('Callback')).toEqual(['WebChat', 'Callback']);
    expect(cookies.get('autoLoad')).toBe('["WebChat","Callback"]');
    expect(list.remove('WebChat')).toEqual(['Callback']);
    expect(list.remove('Callback')).toEqual([]);
    expect(cookies.keys()).toEqual([]);
  });

  it('treats a cookie that does not parse as an empty list', () => {
    const cookies = createCookieStore();
    const list = createAutoLoadList(cookies);
    cookies.set('autoLoad', 'not json');
    expect(list.list()).toEqual([]);
    cookies.set('autoLoad', '[1, 2]');
    expect(list.list()).toEqual([]);
    expect(list.add('Offers')).toEqual(['Offers']);
  });
});
