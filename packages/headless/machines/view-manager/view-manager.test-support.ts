import { createActor } from 'xstate';
import { createAppViews } from '../view-reservation/view-arbiter';
import type { ViewKind } from '../view-reservation/view-reservation.types';
import { viewManagerMachine } from './view-manager.machine';
import type { ViewManagerEmitted, ViewShowing } from './view-manager.types';

/** A showing of the overlay for `commander`. */
export function overlayShowing(
  commander: string,
  html = '<p>Hi</p>',
  immutable = false,
): ViewShowing {
  return {
    commander,
    immutable,
    content: { kind: 'overlay', html, position: 'center', backdrop: true, label: undefined },
  };
}

/** A manager of `kind` started on the page's arbiter of that kind, with what it emits. */
export function startManager(kind: ViewKind = 'overlay') {
  const views = createAppViews();
  const arbiter = views[kind];
  const actor = createActor(viewManagerMachine, { input: { kind, arbiter } });
  const emitted: ViewManagerEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const phase = () => JSON.stringify(actor.getSnapshot().value);
  const owner = () => arbiter.getSnapshot().context.owner;
  const reservedBy = () => arbiter.getSnapshot().context.reservedBy;
  return { views, arbiter, actor, emitted, phase, owner, reservedBy };
}
