import { Window } from 'happy-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createBrowserOnlineSignal,
  createBrowserViewportSignal,
  createBrowserVisibilitySignal,
  type SignalWindow,
} from './browser-signals';

const windows: Window[] = [];

function openWindow(): Window {
  const win = new Window({ url: 'https://shop.test/', width: 1280, height: 800 });
  windows.push(win);
  return win;
}

afterEach(async () => {
  await Promise.all(windows.splice(0).map((win) => win.happyDOM.close()));
});

function setVisibility(win: Window, state: 'visible' | 'hidden'): void {
  Object.defineProperty(win.document, 'visibilityState', { configurable: true, get: () => state });
  win.document.dispatchEvent(new win.Event('visibilitychange'));
}

function setOnline(win: Window, online: boolean): void {
  Object.defineProperty(win.navigator, 'onLine', { configurable: true, get: () => online });
  win.dispatchEvent(new win.Event(online ? 'online' : 'offline'));
}

describe('createBrowserVisibilitySignal', () => {
  it('reads visibility and notifies changes until unsubscribed', () => {
    const win = openWindow();
    const signal = createBrowserVisibilitySignal(win);
    const listener = vi.fn();
    expect(signal.isVisible()).toBe(true);

    const unsubscribe = signal.subscribe(listener);
    setVisibility(win, 'hidden');
    expect(signal.isVisible()).toBe(false);
    setVisibility(win, 'hidden');
    setVisibility(win, 'visible');
    expect(listener.mock.calls).toEqual([[false], [true]]);

    unsubscribe();
    unsubscribe();
    setVisibility(win, 'hidden');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('removes its document listener on unsubscribe', () => {
    const win = openWindow();
    const add = vi.spyOn(win.document, 'addEventListener');
    const remove = vi.spyOn(win.document, 'removeEventListener');

    createBrowserVisibilitySignal(win).subscribe(vi.fn())();

    expect(add).toHaveBeenCalledOnce();
    expect(remove).toHaveBeenCalledExactlyOnceWith('visibilitychange', add.mock.calls[0]?.[1]);
  });
});

describe('createBrowserOnlineSignal', () => {
  it('reads navigator.onLine and notifies online and offline events until unsubscribed', () => {
    const win = openWindow();
    const signal = createBrowserOnlineSignal(win);
    const first = vi.fn();
    const second = vi.fn();
    expect(signal.isOnline()).toBe(true);

    const unsubscribeFirst = signal.subscribe(first);
    signal.subscribe(second);
    setOnline(win, false);
    expect(signal.isOnline()).toBe(false);
    unsubscribeFirst();
    setOnline(win, true);

    expect(first.mock.calls).toEqual([[false]]);
    expect(second.mock.calls).toEqual([[false], [true]]);
  });

  it('removes both window listeners on unsubscribe', () => {
    const win = openWindow();
    const remove = vi.spyOn(win, 'removeEventListener');
    createBrowserOnlineSignal(win).subscribe(vi.fn())();
    expect(remove.mock.calls.map(([type]) => type)).toEqual(['online', 'offline']);
  });
});

describe('createBrowserViewportSignal', () => {
  it('reads innerWidth and notifies resizes that change the width or the height', () => {
    const win = openWindow();
    const signal = createBrowserViewportSignal(win);
    const listener = vi.fn();
    expect(signal.width()).toBe(1280);

    const unsubscribe = signal.subscribe(listener);
    win.happyDOM.setViewport({ width: 480 });
    win.happyDOM.setViewport({ height: 600 });
    win.happyDOM.setViewport({ width: 800 });
    unsubscribe();
    win.happyDOM.setViewport({ width: 300 });

    expect(signal.width()).toBe(300);
    expect(listener.mock.calls).toEqual([[480], [480], [800]]);
  });

  it('reads innerHeight and whether the pointer is coarse', () => {
    const win = openWindow();
    win.happyDOM.setViewport({ width: 844, height: 390 });
    expect(createBrowserViewportSignal(win).height?.()).toBe(390);
    expect(createBrowserViewportSignal(win).coarsePointer?.()).toBe(false);
    const phone = (matchMedia?: SignalWindow['matchMedia']): SignalWindow => ({
      addEventListener: () => {},
      removeEventListener: () => {},
      document: win.document,
      navigator: win.navigator,
      innerWidth: 844,
      innerHeight: 390,
      matchMedia,
    });
    const touch = (query: string) => ({ matches: query === '(pointer: coarse)' });
    expect(createBrowserViewportSignal(phone(touch)).coarsePointer?.()).toBe(true);
    expect(createBrowserViewportSignal(phone()).coarsePointer?.()).toBe(false);
  });
});

describe('browser signals without a window (SSR, Node)', () => {
  it('report the static defaults and subscribe to nothing', () => {
    expect(typeof window).toBe('undefined');
    const visibility = createBrowserVisibilitySignal();
    const online = createBrowserOnlineSignal();
    const viewport = createBrowserViewportSignal();

    expect(visibility.isVisible()).toBe(true);
    expect(online.isOnline()).toBe(true);
    expect(viewport.width()).toBe(1024);
    expect(viewport.height?.()).toBe(768);
    expect(viewport.coarsePointer?.()).toBe(false);
    const unsubscribes = [
      visibility.subscribe(vi.fn()),
      online.subscribe(vi.fn()),
      viewport.subscribe(vi.fn()),
    ];
    expect(() => unsubscribes.forEach((unsubscribe) => unsubscribe())).not.toThrow();
  });

  it('use the global window once one exists, looked up on each call', () => {
    const win = openWindow();
    const signal = createBrowserViewportSignal();
    vi.stubGlobal('window', win);
    try {
      expect(signal.width()).toBe(1280);
      const listener = vi.fn();
      signal.subscribe(listener);
      win.happyDOM.setViewport({ width: 500 });
      expect(listener).toHaveBeenCalledExactlyOnceWith(500);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
