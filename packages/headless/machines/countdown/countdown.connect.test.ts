import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createTranslator } from '../../services/i18n/translator';
import { connect } from './countdown.connect';
import { countdownMachine } from './countdown.machine';
import type { CountdownInput } from './countdown.types';

const clock = { now: () => 0 };

function snapshotOf(input: CountdownInput) {
  return createActor(countdownMachine, { input: { clock, ...input } }).getSnapshot();
}

function stateOf(value: 'running' | 'paused' | 'expired' | 'invalid', remaining: number) {
  const { context } = snapshotOf({ duration: remaining || 1 });
  return countdownMachine.resolveState({ value, context: { ...context, remaining } });
}

describe('countdown connect', () => {
  it('exposes the status, the time left rounded up to the second, and its parts', () => {
    const api = connect(snapshotOf({ duration: 3_723_400 }), vi.fn());
    expect(api).toMatchObject({
      status: 'running',
      isRunning: true,
      isPaused: false,
      isExpired: false,
      isWarning: false,
      remaining: 3_723_400,
      parts: { days: 0, hours: 1, minutes: 2, seconds: 4 },
      text: '01:02:04',
      error: undefined,
    });
    expect(connect(stateOf('running', 500), vi.fn()).text).toBe('00:01');
    expect(connect(stateOf('paused', 9_000), vi.fn())).toMatchObject({
      status: 'paused',
      isPaused: true,
      isWarning: true,
    });
    expect(connect(stateOf('expired', 0), vi.fn())).toMatchObject({
      isExpired: true,
      isWarning: false,
      text: '00:00',
      parts: { days: 0, hours: 0, minutes: 0, seconds: 0 },
    });
  });

  it('writes days through the given translator', () => {
    const translate = createTranslator({ 'countdown.days': '{days} Tage' });
    const api = connect(snapshotOf({ duration: 2 * 86_400_000 + 5_000 }), vi.fn(), { translate });
    expect(api.text).toBe('2 Tage 00:00:05');
    expect(api.parts.days).toBe(2);
  });

  it('reports the spec text of a refused time', () => {
    expect(connect(snapshotOf({ duration: 0 }), vi.fn())).toMatchObject({
      status: 'invalid',
      error: 'Timer countdown needs time >= 1',
    });
  });

  it('speaks the time in words, by the minute above a minute, by 10 s, then by the second', () => {
    const spoken = (remaining: number, locale?: string) =>
      connect(stateOf('running', remaining), vi.fn(), { locale }).getLiveText();
    expect(spoken(3_723_400)).toBe('1 hour and 3 minutes');
    expect(spoken(90_000)).toBe('2 minutes');
    expect(spoken(60_000)).toBe('1 minute');
    expect(spoken(41_000)).toBe('50 seconds');
    expect(spoken(9_200)).toBe('10 seconds');
    expect(spoken(8_200)).toBe('9 seconds');
    expect(spoken(0)).toBe('0 seconds');
    expect(spoken(2 * 86_400_000 + 1)).toBe('2 days and 1 minute');
    expect(spoken(90_000, 'fr')).toBe('2 minutes');
    expect(spoken(3_600_000 + 60_000, 'de')).toBe('1 Stunde und 1 Minute');
  });

  it('gives the timer and live region props', () => {
    expect(connect(stateOf('running', 5_000), vi.fn()).getRootProps()).toEqual({
      'data-scope': 'countdown',
      'data-part': 'root',
      'data-state': 'running',
      'data-warning': '',
      role: 'timer',
    });
    expect(connect(stateOf('running', 50_000), vi.fn()).getRootProps()['data-warning']).toBe(
      undefined,
    );
    expect(connect(stateOf('running', 5_000), vi.fn()).getLiveRegionProps()).toEqual({
      'data-scope': 'countdown',
      'data-part': 'live-region',
      'aria-live': 'polite',
      'aria-atomic': true,
    });
  });

  it('sends pause, resume and reset', () => {
    const send = vi.fn();
    const api = connect(snapshotOf({ duration: 5_000 }), send);
    api.pause();
    api.resume();
    api.reset();
    api.reset({ deadline: 42 });
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'countdown.pause' },
      { type: 'countdown.resume' },
      { type: 'countdown.reset' },
      { type: 'countdown.reset', deadline: 42 },
    ]);
  });
});
