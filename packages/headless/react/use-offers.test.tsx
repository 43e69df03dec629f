import { act, renderHook } from '@testing-library/react';
import { useContext, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testOffer, youTubeLink } from '../machines/offers/offers.test-support';
import { CxContext } from './cx-context';
import { CxProvider } from './cx-provider';
import { OffersProvider, useOffers, type OffersProviderProps } from './use-offers';
import { useBus } from './use-bus';

function wrapper(props: Omit<OffersProviderProps, 'children'> = {}, mobileMode = false) {
  const logger = { debug: vi.fn(), error: vi.fn() };
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <CxProvider
        logger={logger}
        loader={async () => undefined}
        config={{ pluginLoadDelay: 0, mobileMode }}
      >
        <OffersProvider {...props}>{children}</OffersProvider>
      </CxProvider>
    );
  };
}

const useAll = () => ({ offers: useOffers(), bus: useBus(), cx: useContext(CxContext) });

afterEach(() => vi.useRealTimers());

describe('useOffers', () => {
  it('throws outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useOffers())).toThrow(
      'useOffers must be used inside <OffersProvider>',
    );
  });

  it('opens from the bus in the app overlay, and the close button dismisses it', async () => {
    const { result } = renderHook(useAll, { wrapper: wrapper() });
    await act(() =>
      result.current.bus.command('Offers.open', { ...testOffer, layout: 'rightText' }),
    );
    const api = () => result.current.offers;
    expect(api().isOpen).toBe(true);
    expect(api()).toMatchObject({
      mode: 'overlay',
      layout: 'rightText',
      title: 'Offers',
      headline: testOffer.headline,
      body: testOffer.body,
      image: testOffer.image,
      buttonText: testOffer.button,
      hasCta: true,
    });
    expect(result.current.cx?.views?.overlay.getSnapshot().context.owner).toBe('Offers');
    expect(api().getRootProps()).toMatchObject({
      'data-scope': 'offers',
      'data-part': 'root',
      'data-state': 'open',
      'data-mode': 'overlay',
      'data-layout': 'rightText',
    });
    expect(api().getDialogProps()).toEqual({
      'aria-labelledby': api().ids.title,
      'aria-describedby': api().ids.headline,
    });
    act(() => api().getCloseProps().onClick());
    expect(api().isOpen).toBe(false);
    expect(api().metadata).toMatchObject({ dismissed: true, elementClicked: 'close' });
    expect(result.current.cx?.views?.overlay.getSnapshot().context.owner).toBeUndefined();
  });

  it('runs the CTA command on the app bus and records hover and clicks', async () => {
    const { result } = renderHook(useAll, { wrapper: wrapper() });
    const opens: unknown[] = [];
    const chat = result.current.bus.registerPlugin('WebChat', { commandsBeforeReady: true });
    chat.registerCommand('open', (options) => {
      opens.push(options);
      return undefined;
    });
    chat.ready();
    act(() => result.current.offers.open(testOffer));
    const api = () => result.current.offers;
    act(() => api().getRootProps().onMouseEnter());
    act(() => api().getImageProps().onClick());
    act(() => api().getRootProps().onMouseLeave());
    expect(api().metadata).toMatchObject({ elementClicked: 'image' });
    expect(api().metadata?.timeFirstHover).toEqual(expect.any(Number));
    await act(async () => api().getCtaProps().onClick());
    expect(opens).toEqual([testOffer.cta.commandOptions]);
    expect(api().metadata).toMatchObject({ triggeredCTA: true, elementClicked: 'cta' });
  });

  it('loads the video player only when asked, privacy-friendly', () => {
    const { result } = renderHook(useAll, { wrapper: wrapper() });
    act(() => result.current.offers.open({ ...testOffer, video: youTubeLink }));
    const api = () => result.current.offers;
    expect(api().isVideoLoaded).toBe(false);
    expect(api().getVideoProps()['data-provider']).toBe('youtube');
    act(() => api().getPlayButtonProps().onClick());
    expect(api().isVideoLoaded).toBe(true);
    expect(api().getVideoFrameProps().src).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\//,
    );
  });

  it("closes once the video's player says it ended (its origin only), closed 1 s later", () => {
    vi.useFakeTimers();
    const { result } = renderHook(useAll, { wrapper: wrapper() });
    act(() => result.current.offers.open({ ...testOffer, video: youTubeLink }));
    act(() => result.current.offers.getPlayButtonProps().onClick());
    const ended = JSON.stringify({ event: 'onStateChange', info: 0 });
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { origin: 'https://evil.example', data: ended }),
      );
    });
    expect(result.current.offers.isOpen).toBe(true);
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { origin: 'https://www.youtube-nocookie.com', data: ended }),
      );
    });
    expect(result.current.offers.isOpen).toBe(false);
    expect(result.current.offers.actorRef.getSnapshot().value).toBe('closing');
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.offers.actorRef.getSnapshot().value).toBe('closed');
    expect(result.current.offers.metadata).toMatchObject({ videoPlayed: true, dismissed: false });
  });

  it('shows the countdown text and closes at the timeout (raised to 10 s)', () => {
    vi.useFakeTimers();
    const { result } = renderHook(useAll, { wrapper: wrapper() });
    act(() =>
      result.current.offers.open({ ...testOffer, timeout: 1000, countdownText: 'Ends in {time}' }),
    );
    expect(result.current.offers.countdownText).toBe('Ends in 0:10');
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current.offers.countdownText).toBe('Ends in 0:07');
    expect(result.current.offers.getCountdownProps()).toMatchObject({ role: 'timer' });
    act(() => vi.advanceTimersByTime(7000));
    expect(result.current.offers.isOpen).toBe(false);
    expect(result.current.offers.metadata?.timedOut).toBe(true);
  });

  it("shows an overlay as a toaster in the app's mobile mode, in the app's toaster", async () => {
    const { result } = renderHook(useAll, { wrapper: wrapper({}, true) });
    await act(() => result.current.bus.command('Offers.open', { ...testOffer, mode: 'overlay' }));
    expect(result.current.offers.mode).toBe('toaster');
    expect(result.current.cx?.views?.toaster.getSnapshot().context.owner).toBe('Offers');
  });

  it('uses the configured offer, and reports the page exit', () => {
    const { result } = renderHook(useAll, { wrapper: wrapper({ options: testOffer }) });
    act(() => result.current.offers.open());
    expect(result.current.offers.headline).toBe(testOffer.headline);
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(result.current.offers.isOpen).toBe(false);
  });
});
