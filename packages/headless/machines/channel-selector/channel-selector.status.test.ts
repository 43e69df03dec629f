import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveChannel } from './channel-selector.options';
import {
  channelStatus,
  offlineCoBrowse,
  queuesOf,
  tilesOf,
  waitMinutesOf,
  type ChannelStatus,
} from './channel-selector.status';

const defaults = {
  availabilityThresholdMin: 300,
  availabilityThresholdMax: 480,
  hideChannelWhenThresholdMax: true,
};

/** Severity of a status, for ordering: a longer wait is never better. */
const rank: Record<ChannelStatus['kind'], number> = {
  none: -1,
  available: 0,
  warning: 1,
  alert: 2,
  unavailable: 3,
  hidden: 3,
};

const thresholds = fc
  .tuple(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 1, max: 5000 }), fc.boolean())
  .map(([a, b, hide]) => ({
    availabilityThresholdMin: Math.min(a, b),
    availabilityThresholdMax: Math.max(a, b),
    hideChannelWhenThresholdMax: hide,
  }));

describe('channelStatus', () => {
  it('follows the spec at the defaults (300 s, 480 s, hidden at the maximum)', () => {
    expect(channelStatus(0, defaults)).toEqual({ kind: 'available' });
    expect(channelStatus(60, defaults)).toEqual({ kind: 'warning', minutes: 1 });
    expect(channelStatus(20, defaults)).toEqual({ kind: 'warning', minutes: 1 });
    expect(channelStatus(300, defaults)).toEqual({ kind: 'warning', minutes: 5 });
    expect(channelStatus(301, defaults)).toEqual({ kind: 'alert', minutes: 5 });
    expect(channelStatus(479, defaults)).toEqual({ kind: 'alert', minutes: 8 });
    expect(channelStatus(480, defaults)).toEqual({ kind: 'hidden' });
    expect(channelStatus(480, { ...defaults, hideChannelWhenThresholdMax: false })).toEqual({
      kind: 'unavailable',
    });
    expect(channelStatus(undefined, defaults)).toEqual({ kind: 'none' });
    expect(channelStatus(-1, defaults)).toEqual({ kind: 'none' });
    expect(channelStatus(Number.NaN, defaults)).toEqual({ kind: 'none' });
  });

  it('is the spec band of the wait, for any thresholds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), thresholds, (seconds, given) => {
        const status = channelStatus(seconds, given);
        if (seconds === 0) return status.kind === 'available';
        if (seconds >= given.availabilityThresholdMax)
          return status.kind === (given.hideChannelWhenThresholdMax ? 'hidden' : 'unavailable');
        if (seconds <= given.availabilityThresholdMin) return status.kind === 'warning';
        return status.kind === 'alert';
      }),
    );
  });

  it('never gets better as the wait grows', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        thresholds,
        (a, b, given) => {
          const [shorter, longer] = a <= b ? [a, b] : [b, a];
          return (
            rank[channelStatus(shorter, given).kind] <= rank[channelStatus(longer, given).kind]
          );
        },
      ),
    );
  });

  it('shows the wait in whole minutes, 1 at least, within half a minute of the wait', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.001, max: 1e6, noNaN: true }), (seconds) => {
        const minutes = waitMinutesOf(seconds);
        return (
          Number.isInteger(minutes) &&
          minutes >= 1 &&
          (minutes === 1 || Math.abs(minutes - seconds / 60) <= 0.5)
        );
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 479 }), (seconds) => {
        const status = channelStatus(seconds, defaults);
        return 'minutes' in status && status.minutes === waitMinutesOf(seconds);
      }),
    );
  });
});

describe('tilesOf', () => {
  const channels = [
    resolveChannel({
      name: 'chat',
      clickCommand: 'WebChat.open',
      ewt: { display: true, queue: 'Q1' },
    }),
    resolveChannel({
      name: 'callback',
      clickCommand: 'Callback.open',
      ewt: { display: true, queue: 'Q2', hideChannelWhenThresholdMax: false },
    }),
    resolveChannel({
      name: 'email',
      clickCommand: 'SendMessage.open',
      ewt: { display: true, queue: 'Q1' },
    }),
    resolveChannel({ name: 'cobrowse', clickCommand: 'CoBrowse.open' }),
    resolveChannel({ name: 'off', enable: false, ewt: { display: true, queue: 'Q3' } }),
    resolveChannel({ name: 'quiet', ewt: { queue: 'Q4' } }),
  ];

  it('leaves the disabled channels out and asks each displayed queue once', () => {
    expect(tilesOf(channels, {}, offlineCoBrowse).map((tile) => tile.id)).toEqual([
      'cx-chat',
      'cx-callback',
      'cx-email',
      'cx-cobrowse',
      'cx-quiet',
    ]);
    expect(queuesOf(channels)).toEqual(['Q1', 'Q2']);
  });

  it('hides, disables, keeps send-message available, and shows nothing without a reading', () => {
    const tiles = tilesOf(channels, { Q1: 600, Q2: 600, Q4: 0 }, offlineCoBrowse);
    const byName = Object.fromEntries(tiles.map((tile) => [tile.name, tile]));
    expect(byName['chat']).toMatchObject({
      hidden: true,
      disabled: false,
      status: { kind: 'hidden' },
    });
    expect(byName['callback']).toMatchObject({
      hidden: false,
      disabled: true,
      status: { kind: 'unavailable' },
    });
    expect(byName['email']).toMatchObject({ disabled: false, status: { kind: 'available' } });
    expect(byName['quiet']!.status).toEqual({ kind: 'none' });
    expect(byName['cobrowse']).toMatchObject({ disabled: true, status: { kind: 'none' } });
  });

  it('disables the co-browse tile while co-browse is offline or active', () => {
    const cobrowse = (state: typeof offlineCoBrowse) =>
      tilesOf(channels, {}, state).find((tile) => tile.name === 'cobrowse')!.disabled;
    expect(cobrowse(offlineCoBrowse)).toBe(true);
    expect(cobrowse({ online: true, active: false, pending: false })).toBe(false);
    expect(cobrowse({ online: true, active: true, pending: false })).toBe(true);
  });
});
