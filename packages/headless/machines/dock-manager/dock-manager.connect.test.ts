import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { connect } from './dock-manager.connect';
import { dockManagerMachine } from './dock-manager.machine';

function start(mobile = false) {
  const actor = createActor(dockManagerMachine, { input: { now: () => 7, mobile } }).start();
  actor.send({ type: 'view.register', plugin: 'WebChat', content: 'chat', width: 360 });
  actor.send({ type: 'view.register', plugin: 'Callback', content: 'callback', width: 300 });
  actor.send({
    type: 'view.register',
    plugin: 'WebChat',
    viewType: 'sideButton',
    content: 'Live Chat',
  });
  return actor;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('dock manager connect', () => {
  it('lists dock views and side buttons with the mobile flag of the view model', () => {
    const actor = start();
    const api = connect(actor.getSnapshot(), vi.fn());
    expect(api.isMobile).toBe(false);
    expect(api.dockViews.map(({ plugin, position, mobile }) => [plugin, position, mobile])).toEqual(
      [
        ['WebChat', 55, false],
        ['Callback', 439, false],
      ],
    );
    expect(api.sideButtons).toMatchObject([{ plugin: 'WebChat', visible: false, mobile: false }]);
    expect(api.entries).toHaveLength(3);
    expect(api.getView('Callback')).toMatchObject({ width: 300, addedAt: 7 });
    expect(api.getView('WebChat', 'sideButton')).toMatchObject({ content: 'Live Chat' });
    expect(api.getView('Survey')).toBeUndefined();
    actor.send({ type: 'mobile.set', mobile: true });
    const mobile = connect(actor.getSnapshot(), vi.fn());
    expect(mobile.isMobile).toBe(true);
    expect(mobile.entries.every((entry) => entry.mobile)).toBe(true);
    actor.stop();
  });

  it('gives dock views their right offset while docked, their place in the stack of bars in mobile mode', () => {
    const actor = start();
    const api = connect(actor.getSnapshot(), vi.fn());
    expect(api.getDockViewProps('Callback')).toEqual({
      'data-scope': 'dock-manager',
      'data-part': 'view',
      'data-state': 'docked',
      'data-plugin': 'Callback',
      'data-mobile': undefined,
      style: { right: '439px', '--cx-dock-offset': '439px' },
    });
    expect(api.getDockViewProps('Survey')).toMatchObject({
      'data-state': 'unregistered',
      style: {},
    });
    actor.send({ type: 'mobile.set', mobile: true });
    const mobile = connect(actor.getSnapshot(), vi.fn());
    expect(mobile.getDockViewProps('Callback')).toMatchObject({
      'data-state': 'mobile',
      'data-mobile': true,
    });
    // Minimized windows are bars along the bottom edge: each stacks above those registered before it.
    expect(mobile.getDockViewProps('WebChat').style).toEqual({ '--cx-dock-stack': '0' });
    expect(mobile.getDockViewProps('Callback').style).toEqual({ '--cx-dock-stack': '1' });
    expect(mobile.getDockViewProps('Survey').style).toEqual({});
    // The side buttons sit above all the bars.
    expect(mobile.getSideButtonGroupProps().style).toEqual({ '--cx-dock-stack': '2' });
    actor.send({ type: 'view.deregister', plugin: 'WebChat' });
    const fewer = connect(actor.getSnapshot(), vi.fn());
    expect(fewer.getDockViewProps('Callback').style).toEqual({ '--cx-dock-stack': '0' });
    expect(fewer.getSideButtonGroupProps().style).toEqual({ '--cx-dock-stack': '1' });
    actor.stop();
  });

  it('hides side buttons and their group until a side button is visible', () => {
    const actor = start();
    const before = connect(actor.getSnapshot(), vi.fn());
    expect(before.getSideButtonGroupProps()).toEqual({
      'data-scope': 'dock-manager',
      'data-part': 'side-button-group',
      'data-state': 'hidden',
      'data-mobile': undefined,
      style: {},
    });
    expect(before.getSideButtonProps('WebChat')).toEqual({
      'data-scope': 'dock-manager',
      'data-part': 'side-button',
      'data-state': 'hidden',
      'data-plugin': 'WebChat',
      'data-mobile': undefined,
      hidden: true,
    });
    vi.advanceTimersByTime(1_000);
    const after = connect(actor.getSnapshot(), vi.fn());
    expect(after.getSideButtonGroupProps()['data-state']).toBe('visible');
    expect(after.getSideButtonProps('WebChat')).toMatchObject({
      'data-state': 'visible',
      hidden: false,
    });
    expect(after.getSideButtonProps('Callback')).toMatchObject({ hidden: true });
    actor.stop();
  });

  it('turns commands into events', () => {
    const send = vi.fn();
    const api = connect(createActor(dockManagerMachine, { input: {} }).getSnapshot(), send);
    api.register({ plugin: 'WebChat', content: 'x', width: 10 });
    api.deregister('WebChat');
    api.deregister('WebChat', 'sideButton');
    api.resize('WebChat', 360);
    api.showSideButton('WebChat');
    api.setMobile(true);
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'view.register', plugin: 'WebChat', content: 'x', width: 10 },
      { type: 'view.deregister', plugin: 'WebChat', viewType: undefined },
      { type: 'view.deregister', plugin: 'WebChat', viewType: 'sideButton' },
      { type: 'view.resize', plugin: 'WebChat', width: 360, viewType: undefined },
      { type: 'sideButton.show', plugin: 'WebChat' },
      { type: 'mobile.set', mobile: true },
    ]);
  });
});
