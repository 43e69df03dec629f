import { describe, expect, it } from 'vitest';
import { createAppViews, viewArbiterOf } from './view-arbiter';

describe('the app views', () => {
  it('guards the overlay and the toaster apart, each with its own text', () => {
    const views = createAppViews();
    views.overlay.send({ type: 'view.open', commander: 'Offers', immutable: true });
    const overlay = viewArbiterOf(views.overlay);
    const toaster = viewArbiterOf(views.toaster);
    expect(overlay.refuses({ type: 'view.open', commander: 'CallUs' })).toBe(true);
    expect(overlay.refuses({ type: 'view.open', commander: 'App' })).toBe(false);
    expect(toaster.refuses({ type: 'view.open', commander: 'CallUs' })).toBe(false);
  });

  it('tells each widget who opened the view, so the one it replaced closes', () => {
    const views = createAppViews();
    const arbiter = viewArbiterOf(views.toaster);
    const openers: string[] = [];
    const unsubscribe = arbiter.subscribe((commander) => openers.push(commander));
    arbiter.send({ type: 'view.open', commander: 'Engage' });
    arbiter.send({ type: 'view.open', commander: 'Offers' });
    unsubscribe();
    arbiter.send({ type: 'view.open', commander: 'Toaster' });
    expect(openers).toEqual(['Engage', 'Offers']);
  });

  it('lets the named app replace a reserved view', () => {
    const views = createAppViews('Host');
    views.overlay.send({ type: 'view.open', commander: 'Offers', immutable: true });
    expect(viewArbiterOf(views.overlay).refuses({ type: 'view.close', commander: 'Host' })).toBe(
      false,
    );
  });
});

describe('the refusal of a view command', () => {
  it("gives the spec's text and who holds the view, or nothing when allowed", () => {
    const views = createAppViews();
    views.overlay.send({ type: 'view.open', commander: 'Engage', immutable: true });
    views.toaster.send({ type: 'view.open', commander: 'Engage', immutable: true });
    expect(
      viewArbiterOf(views.overlay).refusal({ type: 'view.open', commander: 'Offers' }),
    ).toEqual({
      code: 'reserved',
      message: 'Overlay view is currently reserved by Engage',
      reservedBy: 'Engage',
    });
    expect(
      viewArbiterOf(views.toaster).refusal({ type: 'view.open', commander: 'Offers' })?.message,
    ).toBe('Toaster view is currently reserved');
    expect(
      viewArbiterOf(views.overlay).refusal({ type: 'view.open', commander: 'Engage' }),
    ).toBeUndefined();
  });
});
