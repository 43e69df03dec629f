import { describe, expect, it, vi } from 'vitest';
import { isMobileWidth, mobileBreakpointPx } from './mobile';
import {
  createStaticOnlineSignal,
  createStaticViewportSignal,
  createStaticVisibilitySignal,
} from './static-signals';

describe('static signals', () => {
  it('default to visible, online and a desktop width', () => {
    expect(createStaticVisibilitySignal().isVisible()).toBe(true);
    expect(createStaticOnlineSignal().isOnline()).toBe(true);
    expect(createStaticViewportSignal().width()).toBe(1024);
  });

  it('start from the given value and notify only real changes', () => {
    const visibility = createStaticVisibilitySignal(false);
    const listener = vi.fn();
    visibility.subscribe(listener);

    visibility.set(false);
    visibility.set(true);
    visibility.set(true);
    visibility.set(false);

    expect(visibility.isVisible()).toBe(false);
    expect(listener.mock.calls).toEqual([[true], [false]]);
  });

  it('stop notifying a listener after it unsubscribes, leaving others subscribed', () => {
    const online = createStaticOnlineSignal();
    const first = vi.fn();
    const second = vi.fn();
    const unsubscribeFirst = online.subscribe(first);
    online.subscribe(second);

    online.set(false);
    unsubscribeFirst();
    unsubscribeFirst();
    online.set(true);

    expect(first.mock.calls).toEqual([[false]]);
    expect(second.mock.calls).toEqual([[false], [true]]);
  });

  it('keep two subscriptions of the same listener independent', () => {
    const viewport = createStaticViewportSignal(1200);
    const listener = vi.fn();
    const unsubscribe = viewport.subscribe(listener);
    viewport.subscribe(listener);

    viewport.set(500);
    unsubscribe();
    viewport.set(700);

    expect(viewport.width()).toBe(700);
    expect(listener.mock.calls).toEqual([[500], [500], [700]]);
  });

  it('take a height and a pointer, and a new height with a new width', () => {
    const phone = createStaticViewportSignal(390, { height: 844, coarsePointer: true });
    const listener = vi.fn();
    phone.subscribe(listener);
    expect([phone.width(), phone.height(), phone.coarsePointer()]).toEqual([390, 844, true]);
    phone.set(844, 390);
    expect([phone.width(), phone.height()]).toEqual([844, 390]);
    phone.set(844, 390);
    phone.set(844, 300);
    expect(listener.mock.calls).toEqual([[844], [844]]);
    const desktop = createStaticViewportSignal();
    expect([desktop.width(), desktop.height(), desktop.coarsePointer()]).toEqual([
      1024,
      768,
      false,
    ]);
  });

  it('tolerate a listener that unsubscribes while being notified', () => {
    const viewport = createStaticViewportSignal();
    const later = vi.fn();
    const unsubscribe = viewport.subscribe(() => unsubscribe());
    viewport.subscribe(later);
    viewport.set(320);
    viewport.set(321);
    expect(later.mock.calls).toEqual([[320], [321]]);
  });
});

describe('isMobileWidth', () => {
  it('is true only below the 600 px breakpoint', () => {
    expect(mobileBreakpointPx).toBe(600);
    expect(isMobileWidth(599)).toBe(true);
    expect(isMobileWidth(600)).toBe(false);
    expect(isMobileWidth(1024)).toBe(false);
    expect(isMobileWidth(700, 768)).toBe(true);
  });

  it('follows a viewport signal', () => {
    const viewport = createStaticViewportSignal();
    const modes: boolean[] = [];
    viewport.subscribe((width) => modes.push(isMobileWidth(width)));
    viewport.set(375);
    viewport.set(1440);
    expect(modes).toEqual([true, false]);
  });
});
