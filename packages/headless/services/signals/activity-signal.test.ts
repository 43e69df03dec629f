import { Window } from 'happy-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activityEventTypes, createBrowserActivitySignal } from './browser-signals';
import { createStaticActivitySignal } from './static-signals';

const windows: Window[] = [];

function openWindow(): Window {
  const win = new Window({ url: 'https://shop.test/' });
  win.document.body.innerHTML = '<div id="pane"><input id="field"></div>';
  windows.push(win);
  return win;
}

afterEach(async () => {
  await Promise.all(windows.splice(0).map((win) => win.happyDOM.close()));
});

describe('createBrowserActivitySignal', () => {
  it('reports mouse, key, touch, scroll and wheel activity anywhere in the page', () => {
    const win = openWindow();
    const listener = vi.fn();
    createBrowserActivitySignal(win).subscribe(listener);
    const pane = win.document.getElementById('pane')!;

    pane.dispatchEvent(new win.MouseEvent('mousemove', { bubbles: true }));
    pane.dispatchEvent(new win.MouseEvent('mousedown', { bubbles: true }));
    win.document
      .getElementById('field')!
      .dispatchEvent(new win.KeyboardEvent('keydown', { bubbles: true, key: 'a' }));
    pane.dispatchEvent(new win.Event('touchstart', { bubbles: true }));
    pane.dispatchEvent(new win.Event('scroll'));
    pane.dispatchEvent(new win.WheelEvent('wheel', { bubbles: true }));
    pane.dispatchEvent(new win.MouseEvent('click', { bubbles: true }));

    expect(listener.mock.calls).toEqual(Array.from({ length: 6 }, () => ['activity']));
  });

  it('reports focus and blur of the window, not of the elements inside it', () => {
    const win = openWindow();
    const listener = vi.fn();
    createBrowserActivitySignal(win).subscribe(listener);

    win.dispatchEvent(new win.FocusEvent('blur'));
    win.document.getElementById('field')!.dispatchEvent(new win.FocusEvent('focus'));
    win.dispatchEvent(new win.FocusEvent('focus'));

    expect(listener.mock.calls).toEqual([['blur'], ['focus']]);
  });

  it('reads focus from the document', () => {
    const win = openWindow();
    const hasFocus = vi.spyOn(win.document, 'hasFocus').mockReturnValue(false);
    const signal = createBrowserActivitySignal(win);
    expect(signal.hasFocus()).toBe(false);
    hasFocus.mockReturnValue(true);
    expect(signal.hasFocus()).toBe(true);
  });

  it('listens passively in the capture phase and removes every listener once', () => {
    const win = openWindow();
    const add = vi.spyOn(win, 'addEventListener');
    const remove = vi.spyOn(win, 'removeEventListener');
    const listener = vi.fn();

    const unsubscribe = createBrowserActivitySignal(win).subscribe(listener);
    unsubscribe();
    unsubscribe();
    win.dispatchEvent(new win.MouseEvent('mousemove'));
    win.dispatchEvent(new win.FocusEvent('blur'));

    expect(add.mock.calls.map(([type, , options]) => [type, options])).toEqual([
      ...activityEventTypes.map((type) => [type, { capture: true, passive: true }]),
      ['focus', undefined],
      ['blur', undefined],
    ]);
    expect(remove.mock.calls).toEqual(add.mock.calls);
    expect(listener).not.toHaveBeenCalled();
  });

  it('without a window reports focus and subscribes to nothing', () => {
    expect(typeof window).toBe('undefined');
    const signal = createBrowserActivitySignal();
    expect(signal.hasFocus()).toBe(true);
    expect(() => signal.subscribe(vi.fn())()).not.toThrow();
  });

  it('uses the global window once one exists, looked up on each call', () => {
    const win = openWindow();
    const signal = createBrowserActivitySignal();
    vi.stubGlobal('window', win);
    try {
      vi.spyOn(win.document, 'hasFocus').mockReturnValue(false);
      expect(signal.hasFocus()).toBe(false);
      const listener = vi.fn();
      signal.subscribe(listener);
      win.dispatchEvent(new win.Event('scroll'));
      expect(listener).toHaveBeenCalledExactlyOnceWith('activity');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('createStaticActivitySignal', () => {
  it('starts focused unless told otherwise', () => {
    expect(createStaticActivitySignal().hasFocus()).toBe(true);
    expect(createStaticActivitySignal(false).hasFocus()).toBe(false);
  });

  it('notifies every activity, and focus changes only when focus changes', () => {
    const signal = createStaticActivitySignal();
    const listener = vi.fn();
    signal.subscribe(listener);

    signal.activity();
    signal.activity();
    signal.focus();
    signal.blur();
    signal.blur();
    expect(signal.hasFocus()).toBe(false);
    signal.focus();

    expect(listener.mock.calls).toEqual([['activity'], ['activity'], ['blur'], ['focus']]);
  });

  it('stops notifying a listener after it unsubscribes', () => {
    const signal = createStaticActivitySignal();
    const first = vi.fn();
    const second = vi.fn();
    const unsubscribe = signal.subscribe(first);
    signal.subscribe(second);

    signal.activity();
    unsubscribe();
    unsubscribe();
    signal.activity();

    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
  });
});
