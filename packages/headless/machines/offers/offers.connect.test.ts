import { describe, expect, it, vi } from 'vitest';
import { connect, type OffersView } from './offers.connect';
import {
  isVideoEndedMessage,
  presentOffer,
  videoListenMessage,
  videoOrigins,
} from './offers.logic';
import { resolveOffer } from './offers.options';
import { testOffer, youTubeLink } from './offers.test-support';

const view = (given: object, extra: Partial<OffersView> = {}): OffersView => ({
  id: 'cx-offers',
  open: true,
  offer: presentOffer(resolveOffer(given), false),
  remaining: undefined,
  videoLoaded: false,
  metadata: undefined,
  options: resolveOffer(undefined),
  ...extra,
});

describe('offers connect', () => {
  it('gives what the offer shows, with the defaults of an offer that leaves them out', () => {
    const api = connect(view({ headline: 'Sale', ctaURL: 'https://example.com' }), vi.fn());
    expect(api).toMatchObject({
      isOpen: true,
      mode: 'overlay',
      layout: 'leftText',
      modal: true,
      title: 'Offers',
      headline: 'Sale',
      body: undefined,
      image: undefined,
      video: undefined,
      hasCta: true,
      buttonText: undefined,
      countdownText: undefined,
    });
  });

  it('fills the countdown text from the time left, only while open', () => {
    const timed = { ...testOffer, timeout: 90_000, countdownText: 'Ends in {time}' };
    expect(connect(view(timed, { remaining: 61_200 }), vi.fn()).countdownText).toBe('Ends in 1:02');
    expect(
      connect(view({ ...timed, countdownText: 'Ends in' }, { remaining: 5000 }), vi.fn())
        .countdownText,
    ).toBe('Ends in 0:05');
    expect(
      connect(view(timed, { remaining: 5000, open: false }), vi.fn()).countdownText,
    ).toBeUndefined();
  });

  it('sends the events of the close, the CTA, the video, the hover and the clicks', () => {
    const send = vi.fn();
    const api = connect(view({ ...testOffer, video: youTubeLink, styles: { color: 'red' } }), send);
    expect(api.getRootProps()).toMatchObject({
      id: 'cx-offers',
      'data-mode': 'overlay',
      style: { color: 'red' },
    });
    api.getRootProps().onMouseEnter();
    api.getRootProps().onMouseLeave();
    api.getHeadlineProps().onClick();
    api.getBodyProps().onClick();
    api.getPlayButtonProps().onClick();
    api.getCtaProps().onClick();
    api.getCloseProps().onClick();
    api.endVideo();
    api.exitPage();
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'hover.start' },
      { type: 'hover.end' },
      { type: 'element.click', element: 'headline' },
      { type: 'element.click', element: 'body' },
      { type: 'video.play' },
      { type: 'cta.trigger' },
      { type: 'element.click', element: 'close' },
      { type: 'offer.close', result: 'cancel' },
      { type: 'video.end' },
      { type: 'page.exit' },
    ]);
    expect(api.getVideoProps()['data-provider']).toBe('youtube');
    expect(api.getVideoFrameProps()).toMatchObject({
      src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0&enablejsapi=1',
      referrerPolicy: 'strict-origin-when-cross-origin',
    });
  });

  it('open resolves the offer over the configured one', () => {
    const send = vi.fn();
    const api = connect(view(testOffer, { options: resolveOffer({ title: 'Deals' }) }), send);
    api.open({ headline: 'New' });
    expect(send.mock.calls[0][0].offer).toMatchObject({ title: 'Deals', headline: 'New' });
    expect(() => api.open({ mode: 'popup' } as never)).toThrow('offers.mode');
  });
});

describe('video links', () => {
  it.each([
    ['https://youtu.be/dQw4w9WgXcQ', 'youtube'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'youtube'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'youtube'],
    ['https://player.vimeo.com/video/76979871', 'vimeo'],
    ['https://vimeo.com/76979871', 'vimeo'],
  ])('%s is a %s video', (link, provider) => {
    expect(presentOffer(resolveOffer({ video: link }), false).video?.provider).toBe(provider);
  });

  it.each([
    'https://videos.example.com/offer.mp4',
    'https://vimeo.com/channels/staffpicks',
    'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)',
    'not a link',
  ])('%s is not', (link) => {
    expect(presentOffer(resolveOffer({ video: link }), false).video).toBeUndefined();
  });
});

describe("the video players' messages", () => {
  const youTube = presentOffer(resolveOffer({ video: youTubeLink }), false).video!;
  const vimeo = presentOffer(resolveOffer({ video: 'https://vimeo.com/76979871' }), false).video!;

  it('asks each player to report, and reads its end from its own origin only', () => {
    expect(JSON.parse(videoListenMessage('youtube'))).toMatchObject({ event: 'listening' });
    expect(JSON.parse(videoListenMessage('vimeo'))).toEqual({
      method: 'addEventListener',
      value: 'ended',
    });
    const stateEnded = JSON.stringify({ event: 'onStateChange', info: 0 });
    expect(isVideoEndedMessage(youTube, videoOrigins.youtube, stateEnded)).toBe(true);
    expect(
      isVideoEndedMessage(youTube, videoOrigins.youtube, {
        event: 'infoDelivery',
        info: { playerState: 0, currentTime: 12 },
      }),
    ).toBe(true);
    expect(isVideoEndedMessage(youTube, 'https://evil.example', stateEnded)).toBe(false);
    expect(
      isVideoEndedMessage(
        youTube,
        videoOrigins.youtube,
        JSON.stringify({ event: 'onStateChange', info: 1 }),
      ),
    ).toBe(false);
    expect(isVideoEndedMessage(youTube, videoOrigins.youtube, '{not json')).toBe(false);
    expect(isVideoEndedMessage(vimeo, videoOrigins.vimeo, '{"event":"ended","data":{}}')).toBe(
      true,
    );
    expect(isVideoEndedMessage(vimeo, videoOrigins.vimeo, stateEnded)).toBe(false);
    expect(isVideoEndedMessage(vimeo, videoOrigins.youtube, '{"event":"ended"}')).toBe(false);
  });
});
