import type { Bus } from '../../bus/bus.types';
import { CommandRejection } from '../../kit/define-plugin';
import { registerLazyPlugin, type LazyPlugin } from '../../kit/lazy-plugin';
import { overlayManifest } from './overlay.manifest';
import { toasterManifest } from './toaster.manifest';

/** What the lazy view plugins are told: how to load the managers' code (idempotent). */
export interface LazyViewOptions {
  /** Loads the code, e.g. `() => import('@cxkit/reference-ui/views-widget')`; told which command asked. */
  load(command: string): void | Promise<unknown>;
}

function alreadyClosed(text: string) {
  return () => {
    throw new CommandRejection('notOpen', text);
  };
}

/**
 * Puts `Overlay` on the bus from its table before its code has loaded: `open` loads it and runs
 * once its plugin binds; until then nothing shows, and `close`, `back`, `mutable` and `immutable`
 * answer 'already closed'.
 */
export function registerLazyOverlay(bus: Bus, options: LazyViewOptions): LazyPlugin {
  const closed = alreadyClosed(overlayManifest.rejections.notOpen);
  return registerLazyPlugin(bus, overlayManifest, {
    load: options.load,
    unloaded: { close: closed, back: closed, mutable: closed, immutable: closed },
  });
}

/** Puts `Toaster` on the bus from its table: `open` loads its code; until then `close` answers 'already closed'. */
export function registerLazyToaster(bus: Bus, options: LazyViewOptions): LazyPlugin {
  return registerLazyPlugin(bus, toasterManifest, {
    load: options.load,
    unloaded: { close: alreadyClosed(toasterManifest.rejections.notOpen) },
  });
}
