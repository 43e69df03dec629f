import type { Actor, ActorRefFrom } from 'xstate';
import { definePlugin } from '../../kit/define-plugin';
import { modeOf } from './offers.logic';
import type { OffersMachine } from './offers.machine';
import { offersManifest } from './offers.manifest';
import { hasOfferData, OfferConfigError, resolveOffer, type OfferData } from './offers.options';

/** What the `Offers` plugin drives: the offers actor. */
export type OffersTarget = Actor<OffersMachine> | ActorRefFrom<OffersMachine>;

/** Whether `value` is a settings object with at least one key. */
function isConfiguration(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.keys(value).length > 0
  );
}

/** `given` resolved over `current`, or `undefined` when a value is bad. */
function tryResolve(given: unknown, current: OfferData): OfferData | undefined {
  try {
    return resolveOffer(given, current);
  } catch (error) {
    if (error instanceof OfferConfigError) return undefined;
    throw error;
  }
}

/**
 * The `Offers` plugin (protocols 8.3, spec 3): `open`, `close` and `configure` drive the offer, with
 * the rejections its table documents; `opened` and `closed` go out with the offer's metadata.
 */
export const offersPlugin = definePlugin<OffersTarget, typeof offersManifest>(offersManifest, {
  commands: {
    open: (options, { target, reject }) => {
      const snapshot = target.getSnapshot();
      if (snapshot.matches('open')) reject('mediaBusy');
      const { context } = snapshot;
      const offer = tryResolve(options, context.options) ?? reject('invalidConfiguration');
      if (!hasOfferData(offer)) reject('noOfferData');
      const mode = modeOf(offer.mode, context.isMobile());
      const refusal = context.views[mode]?.refusal({ type: 'view.open', commander: context.name });
      if (refusal) {
        if (mode === 'overlay') reject('overlayReserved', { name: refusal.reservedBy ?? '' });
        reject('toasterReserved');
      }
      target.send({ type: 'offer.open', offer });
      return undefined;
    },
    close: (_options, { target, reject }) => {
      if (!target.getSnapshot().matches('open')) reject('alreadyClosed');
      target.send({ type: 'offer.close', result: 'closed' });
      return undefined;
    },
    configure: (options, { target, reject }) => {
      if (!isConfiguration(options)) reject('invalidConfiguration');
      const resolved =
        tryResolve(options, target.getSnapshot().context.options) ?? reject('invalidConfiguration');
      target.send({ type: 'offer.configure', options: resolved });
      return undefined;
    },
  },
  publish: (target, plugin) => {
    const opened = target.on('opened', ({ type: _type, ...notice }) =>
      plugin.publish('opened', notice),
    );
    const closed = target.on('closed', ({ type: _type, ...notice }) =>
      plugin.publish('closed', notice),
    );
    return () => {
      opened.unsubscribe();
      closed.unsubscribe();
    };
  },
});
