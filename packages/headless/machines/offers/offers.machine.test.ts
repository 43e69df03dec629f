import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveOffer } from './offers.options';
import { startOffers, testOffer, vimeoLink, youTubeLink } from './offers.test-support';

const open = (given: object = testOffer) => ({
  type: 'offer.open' as const,
  offer: resolveOffer(given),
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(1_000_000);
});
afterEach(() => vi.useRealTimers());

describe('offers machine', () => {
  it('opens an overlay in leftText with fresh metadata, and the close button dismisses it', () => {
    const { actor, emitted, views } = startOffers();
    actor.send(open());
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().matches('open')).toBe(true);
    expect(context.offer).toMatchObject({ mode: 'overlay', layout: 'leftText' });
    expect(views.actors.overlay.getSnapshot().context.owner).toBe('Offers');
    expect(emitted[0]).toMatchObject({
      type: 'opened',
      mode: 'overlay',
      metadata: { opened: 1_000_000, dismissed: false, closed: null },
    });
    vi.advanceTimersByTime(2500);
    actor.send({ type: 'element.click', element: 'close' });
    actor.send({ type: 'offer.close' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(views.actors.overlay.getSnapshot().context.owner).toBeUndefined();
    expect(emitted[1]).toMatchObject({
      type: 'closed',
      result: 'cancel',
      metadata: { dismissed: true, elementClicked: 'close', closed: 1_002_500 },
    });
  });

  it('takes the layout given, and leftText for an unknown one', () => {
    const { actor } = startOffers();
    actor.send(open({ ...testOffer, layout: 'stacked' }));
    expect(actor.getSnapshot().context.offer?.layout).toBe('stacked');
    actor.send({ type: 'offer.close' });
    actor.send(open({ ...testOffer, layout: 'diagonal' }));
    expect(actor.getSnapshot().context.offer?.layout).toBe('leftText');
  });

  it('shows an overlay as a toaster on mobile, in the toaster view', () => {
    const { actor, views } = startOffers({ isMobile: () => true });
    actor.send(open({ ...testOffer, mode: 'overlay' }));
    expect(actor.getSnapshot().context.offer?.mode).toBe('toaster');
    expect(views.actors.toaster.getSnapshot().context.owner).toBe('Offers');
    expect(views.actors.overlay.getSnapshot().context.owner).toBeUndefined();
  });

  it('does not open without offer data, nor over a view another plugin reserved', () => {
    const { actor, views } = startOffers();
    actor.send(open({ title: 'Offers' }));
    expect(actor.getSnapshot().value).toBe('closed');
    views.actors.toaster.send({ type: 'view.open', commander: 'Engage', immutable: true });
    actor.send(open({ ...testOffer, mode: 'toaster' }));
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send(open({ ...testOffer, mode: 'overlay' }));
    expect(actor.getSnapshot().matches('open')).toBe(true);
  });

  it('closes as replaced when another plugin opens its view over it', () => {
    const { actor, views, emitted } = startOffers();
    actor.send(open());
    views.actors.overlay.send({ type: 'view.open', commander: 'CallUs' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(emitted.at(-1)).toMatchObject({ type: 'closed', result: 'replaced' });
    expect(views.actors.overlay.getSnapshot().context.owner).toBe('CallUs');
  });

  it('removes a video that is not YouTube or Vimeo, with a warning', () => {
    const { actor, warnings } = startOffers();
    actor.send(open({ ...testOffer, video: 'https://videos.example.com/offer.mp4' }));
    expect(actor.getSnapshot().context.offer?.video).toBeUndefined();
    expect(warnings).toEqual([
      'Offers: the video was removed, it must be a YouTube or Vimeo link: https://videos.example.com/offer.mp4',
    ]);
  });

  it('embeds YouTube through youtube-nocookie.com and Vimeo with dnt=1, loaded when asked', () => {
    const { actor } = startOffers();
    actor.send(open({ ...testOffer, video: youTubeLink }));
    expect(actor.getSnapshot().context.offer?.video?.embedUrl).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0&enablejsapi=1',
    );
    expect(actor.getSnapshot().context.videoLoaded).toBe(false);
    actor.send({ type: 'video.play' });
    expect(actor.getSnapshot().context.videoLoaded).toBe(true);
    expect(actor.getSnapshot().context.metadata?.videoPlayed).toBe(true);
    actor.send({ type: 'offer.close' });
    vi.advanceTimersByTime(1000);
    actor.send(open({ ...testOffer, video: vimeoLink, autoplay: true }));
    expect(actor.getSnapshot().context.offer?.video?.embedUrl).toBe(
      'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1',
    );
    expect(actor.getSnapshot().context.videoLoaded).toBe(true);
  });

  it('publishes closed 1 s late after a video played, with the watch time', () => {
    const { actor, emitted } = startOffers();
    actor.send(open({ ...testOffer, video: youTubeLink }));
    vi.advanceTimersByTime(1000);
    actor.send({ type: 'video.play' });
    vi.advanceTimersByTime(4000);
    actor.send({ type: 'video.end' });
    expect(actor.getSnapshot().value).toBe('closing');
    expect(emitted.map((event) => event.type)).toEqual(['opened']);
    vi.advanceTimersByTime(999);
    expect(emitted).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(emitted[1]).toMatchObject({
      type: 'closed',
      result: 'videoViewed',
      metadata: { videoPlayed: true, videoWatchTime: 4000, elementClicked: 'video' },
    });
  });

  it('publishes the pending closed first when a new offer opens during the delay', () => {
    const { actor, emitted } = startOffers();
    actor.send(open({ ...testOffer, video: youTubeLink, autoplay: true }));
    actor.send({ type: 'offer.close' });
    actor.send(open());
    expect(emitted.map((event) => event.type)).toEqual(['opened', 'closed', 'opened']);
    expect(actor.getSnapshot().matches('open')).toBe(true);
  });

  it('raises a timeout under 10 s to 10 s, counts it down and closes as timed out', () => {
    const { actor, emitted } = startOffers();
    actor.send(open({ ...testOffer, timeout: 3000, countdownText: 'Ends in {time}' }));
    expect(actor.getSnapshot().context.remaining).toBe(10_000);
    vi.advanceTimersByTime(4000);
    expect(actor.getSnapshot().context.remaining).toBe(6000);
    vi.advanceTimersByTime(5999);
    expect(actor.getSnapshot().matches('open')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(emitted[1]).toMatchObject({
      result: 'timeout',
      metadata: { timedOut: true, dismissed: false },
    });
  });

  it('keeps a timeout above 10 s as given', () => {
    const { actor } = startOffers();
    actor.send(open({ ...testOffer, timeout: 15_000 }));
    vi.advanceTimersByTime(14_000);
    expect(actor.getSnapshot().matches('open')).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('runs the call to action and closes as accepted, with the time before it', () => {
    const { actor, ctas, emitted } = startOffers();
    actor.send(open());
    vi.advanceTimersByTime(3000);
    actor.send({ type: 'cta.trigger' });
    expect(ctas).toEqual([testOffer.cta]);
    expect(emitted[1]).toMatchObject({
      result: 'accept',
      metadata: { triggeredCTA: true, timeBeforeCTA: 3000, elementClicked: 'cta' },
    });
  });

  it('reads the legacy ctaURL as the link, and ignores the CTA of an offer without one', () => {
    const { actor, ctas } = startOffers();
    actor.send(open({ headline: 'Sale', ctaURL: 'https://example.com/sale' }));
    actor.send({ type: 'cta.trigger' });
    expect(ctas).toEqual([{ url: 'https://example.com/sale' }]);
    actor.send(open({ headline: 'Sale' }));
    actor.send({ type: 'cta.trigger' });
    expect(actor.getSnapshot().matches('open')).toBe(true);
  });

  it('records the first hover and the time spent hovering, up to the close', () => {
    const { actor, emitted } = startOffers();
    actor.send(open());
    vi.advanceTimersByTime(2000);
    actor.send({ type: 'hover.start' });
    actor.send({ type: 'hover.start' });
    vi.advanceTimersByTime(500);
    actor.send({ type: 'hover.end' });
    actor.send({ type: 'hover.end' });
    vi.advanceTimersByTime(1000);
    actor.send({ type: 'hover.start' });
    vi.advanceTimersByTime(300);
    actor.send({ type: 'offer.close', result: 'closed' });
    expect(emitted[1]).toMatchObject({
      result: 'closed',
      metadata: {
        timeFirstHover: 1_002_000,
        timeBeforeHover: 2000,
        timeElapsedHover: 800,
        dismissed: false,
      },
    });
  });

  it('closes at once on page exit, even during the delay after a video', () => {
    const { actor, emitted } = startOffers();
    actor.send(open());
    actor.send({ type: 'page.exit' });
    expect(emitted.at(-1)).toMatchObject({ type: 'closed', result: 'pageExit' });
    actor.send(open({ ...testOffer, video: youTubeLink, autoplay: true }));
    actor.send({ type: 'offer.close' });
    actor.send({ type: 'page.exit' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(emitted.map((event) => event.type)).toEqual(['opened', 'closed', 'opened', 'closed']);
  });

  it('replaces the configured offer on configure', () => {
    const { actor } = startOffers();
    actor.send({ type: 'offer.configure', options: resolveOffer({ headline: 'New' }) });
    expect(actor.getSnapshot().context.options.headline).toBe('New');
  });
});
