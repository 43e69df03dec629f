import type { Bus } from '../../bus/bus.types';
import type { MediaBusy } from './engage-invite.types';

/** The contact channels whose open window makes an invite report error / mediaBusy (spec 3, section 4). */
export const busyMedia = ['WebChat', 'SendMessage', 'Callback', 'CallUs'] as const;

/** A {@link MediaBusy} read from the bus, with the function that stops following it. */
export interface MediaWatch {
  /** Whether one of the channels is open now. */
  isBusy: MediaBusy;
  /** Stops following the channels' events. */
  stop(): void;
}

/**
 * Follows the contact channels on the bus: each one's `opened` marks it open and its `closed`
 * (or, for chat, its `cancelled` / `completed` close) marks it closed again.
 */
export function watchBusyMedia(bus: Bus, media: readonly string[] = busyMedia): MediaWatch {
  const open = new Set<string>();
  const offs = media.flatMap((name) => [
    bus.untyped.subscribe(`${name}.opened`, () => void open.add(name)),
    bus.untyped.subscribe(`${name}.closed`, () => void open.delete(name)),
  ]);
  return {
    isBusy: () => open.size > 0,
    stop: () => {
      for (const off of offs) off();
    },
  };
}
