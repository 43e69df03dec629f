import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, EventFromLogic } from 'xstate';
import { createFixedStore } from '../testing/stores';
import { transitionCoverage } from '../testing/transition-coverage';
import { widgetWindowMachine } from './widget-window.machine';
import type {
  SavedWidgetWindow,
  WidgetWindowContext,
  WidgetWindowInput,
} from './widget-window.types';

type Event = EventFromLogic<typeof widgetWindowMachine>;

const box = { left: 10, top: 10, width: 300, height: 400 };

const events: Event[] = [
  { type: 'window.open' },
  { type: 'window.open', minimized: true },
  { type: 'window.close' },
  { type: 'window.close', force: true },
  { type: 'window.minimize' },
  { type: 'window.minimize', minimized: false },
  { type: 'window.minimize', minimized: true },
  { type: 'window.resize', width: 320 },
  { type: 'close.confirm' },
  { type: 'close.cancel' },
  { type: 'form.change', dirty: true },
  { type: 'form.change', dirty: false },
  { type: 'task.submit', form: { firstname: 'Ada' } },
  { type: 'task.complete' },
  { type: 'drag.start', x: 20, y: 20, box },
  { type: 'drag.move', x: 40, y: 40 },
  { type: 'drag.end' },
  { type: 'window.move', dx: 10, dy: 0, box },
  { type: 'viewport.change' },
  { type: 'viewport.change', mobile: true },
  { type: 'viewport.change', mobile: false },
];

const digest = (snapshot: AnyMachineSnapshot) => {
  const context = snapshot.context as WidgetWindowContext;
  return JSON.stringify([
    snapshot.value,
    context.dirty,
    context.completed,
    context.position !== undefined,
    context.mobile,
  ]);
};

const scenario = (input: Partial<WidgetWindowInput>) => ({
  input: { name: 'Callback', store: createFixedStore<SavedWidgetWindow>(), ...input },
  events,
  serializeState: digest,
});

describe('widget window machine paths', () => {
  it('reaches every state and takes every transition', () => {
    const coverage = transitionCoverage(widgetWindowMachine, [
      scenario({ options: { draggable: true } }),
      scenario({ store: createFixedStore<SavedWidgetWindow>({ window: 'open' }) }),
      scenario({ store: createFixedStore<SavedWidgetWindow>({ window: 'minimized' }) }),
      scenario({ options: { confirmClose: false }, isMobile: () => true }),
    ]);
    expect(coverage.unreachedStates).toEqual([]);
    expect(coverage.untakenTransitions).toEqual([]);
    expect(coverage.totals).toEqual({ states: 7, transitions: 21 });
  });
});
