import { CxProvider, useBus } from '@cxkit/headless/react';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CxRoot } from '../shell/cx-root';
import { Offers, type OffersProps } from './offers';
import { storyOffer } from './offers.story-support';

const logger = { debug: vi.fn(), error: vi.fn() };
let bus: ReturnType<typeof useBus> | undefined;
function BusHandle() {
  bus = useBus();
  return null;
}

afterEach(() => {
  cleanup();
  bus = undefined;
});

function renderOffers(props: Partial<OffersProps> = {}) {
  render(
    <CxProvider logger={logger} loader={async () => undefined} config={{ pluginLoadDelay: 0 }}>
      <CxRoot>
        <BusHandle />
        <Offers {...props} />
      </CxRoot>
    </CxProvider>,
  );
}

/** Opens an offer through the bus, as a page does, and waits for its window. */
async function openOnBus(offer: object = storyOffer, name = 'Offers') {
  await waitFor(() => expect(bus).toBeDefined());
  const opened = bus!.command('Offers.open', offer);
  const dialog = await screen.findByRole('dialog', { name }, { timeout: 8000 });
  await act(() => opened);
  return dialog;
}

describe('Offers', () => {
  it('shows an overlay: a modal dialog with the headline, body, image and CTA', async () => {
    renderOffers();
    const dialog = await openOnBus();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.dataset.mode).toBe('overlay');
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)!.textContent).toBe(
      storyOffer.headline,
    );
    expect(within(dialog).getByText(storyOffer.body!)).toBeTruthy();
    const root = dialog.querySelector('[data-scope="offers"][data-part="root"]') as HTMLElement;
    expect(root.dataset.layout).toBe('leftText');
    expect(dialog.querySelector('img')!.getAttribute('src')).toBe(storyOffer.image);
    expect(within(dialog).getByRole('button', { name: 'Chat with us' })).toBeTruthy();
  });

  it('runs the CTA command on the bus and closes', async () => {
    renderOffers();
    await waitFor(() => expect(bus).toBeDefined());
    const opens: unknown[] = [];
    const chat = bus!.registerPlugin('WebChat', { commandsBeforeReady: true });
    chat.registerCommand('open', (options) => {
      opens.push(options);
      return undefined;
    });
    chat.ready();
    const dialog = await openOnBus({
      ...storyOffer,
      cta: { command: 'WebChat.open', commandOptions: { form: { autoSubmit: false } } },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Chat with us' }));
    await waitFor(() => expect(opens).toEqual([{ form: { autoSubmit: false } }]));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('docks a toaster (not modal) and its close button dismisses it', async () => {
    renderOffers();
    const dialog = await openOnBus({ ...storyOffer, mode: 'toaster', title: 'Deals' }, 'Deals');
    expect(dialog.getAttribute('aria-modal')).toBe('false');
    expect(dialog.closest('[data-scope="toaster-frame"]')).toBeTruthy();
    const closed = new Promise((resolve) => bus!.subscribe('Offers.closed', resolve));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await closed).toMatchObject({
      data: { result: 'cancel', metadata: { dismissed: true } },
    });
  });

  it('shows a play button first, and the youtube-nocookie player once asked', async () => {
    renderOffers();
    const dialog = await openOnBus({
      ...storyOffer,
      image: undefined,
      video: 'https://youtu.be/dQw4w9WgXcQ',
    });
    expect(dialog.querySelector('iframe')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Play video' }));
    const frame = dialog.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0&enablejsapi=1',
    );
    expect(frame.getAttribute('title')).toBe('Offer video');
  });

  it('closes with Escape', async () => {
    renderOffers();
    const dialog = await openOnBus();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
