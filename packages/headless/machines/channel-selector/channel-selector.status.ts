import type { CoBrowseState } from '../cobrowse/cobrowse.manifest';
import type { ChannelOptions, ChannelWaitTimeOptions } from './channel-selector.options';

/**
 * What a tile tells of its channel's wait (spec 1, section 4, 'Channel selector status'):
 * nothing (no wait shown, or none known yet), available, a warning or an alert with the wait in
 * whole minutes, unavailable (the tile disabled), or hidden.
 */
export type ChannelStatus =
  | { kind: 'none' }
  | { kind: 'available' }
  | { kind: 'warning'; minutes: number }
  | { kind: 'alert'; minutes: number }
  | { kind: 'unavailable' }
  | { kind: 'hidden' };

/** The kinds of {@link ChannelStatus}. */
export type ChannelStatusKind = ChannelStatus['kind'];

/** A wait in whole minutes, as the tile shows it: rounded, and 1 at least for any wait. */
export function waitMinutesOf(seconds: number): number {
  return Math.max(1, Math.round(seconds / 60));
}

/**
 * The status of a wait of `seconds` under a channel's thresholds: 0 is available; up to
 * `availabilityThresholdMin` a warning; below `availabilityThresholdMax` an alert; at or above it
 * hidden (`hideChannelWhenThresholdMax`) or unavailable. An unknown wait (none, negative, not a
 * number) tells nothing.
 */
export function channelStatus(
  seconds: number | undefined,
  thresholds: Pick<
    ChannelWaitTimeOptions,
    'availabilityThresholdMin' | 'availabilityThresholdMax' | 'hideChannelWhenThresholdMax'
  >,
): ChannelStatus {
  if (seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return { kind: 'none' };
  if (seconds === 0) return { kind: 'available' };
  if (seconds >= thresholds.availabilityThresholdMax) {
    return thresholds.hideChannelWhenThresholdMax ? { kind: 'hidden' } : { kind: 'unavailable' };
  }
  const minutes = waitMinutesOf(seconds);
  return seconds <= thresholds.availabilityThresholdMin
    ? { kind: 'warning', minutes }
    : { kind: 'alert', minutes };
}

/** The command that makes a channel always available (service-protocols 5: send-message). */
const alwaysAvailableCommand = 'SendMessage.open';

/** Whether a channel is the co-browse one: its command is one of the CoBrowse bridge's. */
export function isCoBrowseChannel(channel: Pick<ChannelOptions, 'clickCommand'>): boolean {
  return channel.clickCommand?.startsWith('CoBrowse.') === true;
}

/** Whether a channel reads a wait: it shows one, of a queue. */
export function readsWait(channel: ChannelOptions): boolean {
  return channel.enable && channel.ewt.display && channel.ewt.queue !== undefined;
}

/** The queues whose waits the selector asks, each once, in channel order. */
export function queuesOf(channels: readonly ChannelOptions[]): string[] {
  return [...new Set(channels.filter(readsWait).map((channel) => channel.ewt.queue!))];
}

/** A channel as its tile shows it. */
export interface ChannelTile {
  /** The channel's name. */
  name: string;
  /** The tile's id: `cx-<name>`. */
  id: string;
  /** The channel, resolved. */
  channel: ChannelOptions;
  /** What the tile tells of the wait. */
  status: ChannelStatus;
  /** Whether a click does nothing: unavailable, or co-browse active or offline. */
  disabled: boolean;
  /** Whether the tile is left out (at the maximum wait with `hideChannelWhenThresholdMax`). */
  hidden: boolean;
}

/** The status a channel's tile shows for the waits known. */
function statusOf(channel: ChannelOptions, estimates: Readonly<Record<string, number>>) {
  if (!channel.ewt.display) return { kind: 'none' } as const;
  if (channel.clickCommand === alwaysAvailableCommand) return { kind: 'available' } as const;
  if (channel.ewt.queue === undefined) return { kind: 'none' } as const;
  const seconds = Object.hasOwn(estimates, channel.ewt.queue)
    ? estimates[channel.ewt.queue]
    : undefined;
  return channelStatus(seconds, channel.ewt);
}

/** The tiles of the enabled channels, in order, for the waits known and the co-browse state. */
export function tilesOf(
  channels: readonly ChannelOptions[],
  estimates: Readonly<Record<string, number>>,
  coBrowse: CoBrowseState,
): ChannelTile[] {
  return channels
    .filter((channel) => channel.enable)
    .map((channel) => {
      const status = statusOf(channel, estimates);
      const coBrowseBlocked = isCoBrowseChannel(channel) && (coBrowse.active || !coBrowse.online);
      return {
        name: channel.name,
        id: `cx-${channel.name}`,
        channel,
        status,
        disabled: status.kind === 'unavailable' || coBrowseBlocked,
        hidden: status.kind === 'hidden',
      };
    });
}

/** Co-browse as the selector assumes it before the bridge answers: offline. */
export const offlineCoBrowse: CoBrowseState = { online: false, active: false, pending: false };
