import { coBrowseManifest } from '@cxkit/headless/widgets';
import { CxProvider, useBus } from '@cxkit/headless/react';
import type { AppConfigInput } from '@cxkit/headless/app';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CxRoot } from '../shell/cx-root';
import { CallUs, type CallUsProps } from './call-us';
import { callUsTexts } from './call-us.texts';
import { storyOptions } from './call-us.story-support';

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

function renderCallUs(props: Partial<CallUsProps> = {}, config: AppConfigInput = {}) {
  render(
    <CxProvider
      logger={logger}
      loader={async () => undefined}
      config={{ pluginLoadDelay: 0, ...config }}
    >
      <CxRoot>
        <BusHandle />
        <button type="button">Open Call Us</button>
        <CallUs options={storyOptions} {...props} />
      </CxRoot>
    </CxProvider>,
  );
}

/** Opens the overlay through the bus, as a page does, and waits for it. */
async function openOnBus(name = 'Call Us') {
  await waitFor(() => expect(bus).toBeDefined());
  const opened = bus!.command('CallUs.open');
  const dialog = await screen.findByRole('dialog', { name }, { timeout: 8000 });
  await act(() => opened);
  return dialog;
}

describe('CallUs', () => {
  it('shows the title, subtitle, main number, alternates, hours and the Available line', async () => {
    renderCallUs();
    const dialog = await openOnBus();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)!.textContent).toBe(
      'You can reach us at any of the following numbers...',
    );
    const main = dialog.querySelector('[data-part="main-phone"] a')!;
    expect(main.getAttribute('href')).toBe('tel:+12025550162');
    expect(main.textContent).toBe('+1 202 555 0162');
    const alternates = within(dialog).getByRole('list', { name: 'Other numbers' });
    expect(
      within(alternates)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['tel:+12025550178', 'tel:+442079460958']);
    const hours = within(dialog).getByRole('group', { name: 'Available' });
    expect(
      within(hours)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(storyOptions.hours);
    expect(within(dialog).getByText('Customer service')).toBeTruthy();
    // No co-browse on the page: no offer.
    expect(within(dialog).queryByRole('button', { name: 'Start Co-browse' })).toBeNull();
  });

  it('moves the focus in, closes on Escape and on Cancel, and gives the focus back', async () => {
    renderCallUs();
    const opener = screen.getByRole('button', { name: 'Open Call Us' });
    opener.focus();
    let dialog = await openOnBus();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
    dialog = await openOnBus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(bus!.command('CallUs.close')).rejects.toThrow('Already closed');
  });

  it('labels a contact from the app language pack by its i18n key, and speaks French', async () => {
    renderCallUs(
      { options: { contacts: [{ displayName: 'Sales', i18n: 'Number001', number: '555 0100' }] } },
      { lang: 'fr', i18n: { fr: { 'callus.Number001': 'Ventes' } } },
    );
    const dialog = await openOnBus(callUsTexts.fr['callus.title']);
    expect(within(dialog).getByText('Ventes')).toBeTruthy();
    expect(within(dialog).queryByText('Sales')).toBeNull();
    expect(within(dialog).getByText(callUsTexts.fr['callus.subtitle'])).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeTruthy();
  });

  it('offers co-browse from the CoBrowse bridge on the bus, only with the footer', async () => {
    renderCallUs();
    await waitFor(() => expect(bus).toBeDefined());
    const bridge = bus!.registerPlugin('CoBrowse', { commandsBeforeReady: true });
    bridge.registerEvents(Object.keys(coBrowseManifest.events));
    bridge.registerCommand('getState', () => ({ online: true, active: false, pending: false }));
    const open = vi.fn(() => undefined);
    bridge.registerCommand('open', open);
    bridge.ready();
    const dialog = await openOnBus();
    const link = await within(dialog).findByRole('button', { name: 'Start Co-browse' });
    act(() => bridge.publish('stateChanged', { online: true, active: true, pending: false }));
    await waitFor(() =>
      expect(within(dialog).queryByRole('button', { name: 'Start Co-browse' })).toBeNull(),
    );
    act(() => bridge.publish('stateChanged', { online: true, active: false, pending: false }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Start Co-browse' }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(link.isConnected).toBe(false);
  });

  it('hides the offer without the footer', async () => {
    renderCallUs({
      footer: false,
      coBrowse: {
        getState: async () => ({ online: true, active: false, pending: false }),
        subscribe: () => () => undefined,
        start: async () => undefined,
      },
    });
    const dialog = await openOnBus();
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(within(dialog).queryByRole('button', { name: 'Start Co-browse' })).toBeNull();
    expect(within(dialog).queryByText('Powered by')).toBeNull();
  });

  it('replaces the content area with the custom HTML, sanitised: markup kept, script never', async () => {
    renderCallUs({
      options: {
        content:
          '<h3 class="site">Talk to us</h3><a href="tel:+15550100" onclick="alert(1)">Call</a><script>window.ran = true</script><a href="javascript:alert(1)">x</a>',
      },
    });
    const dialog = await openOnBus();
    const content = await waitFor(() => {
      const element = dialog.querySelector('[data-part="content"][data-state="ready"]');
      expect(element).not.toBeNull();
      return element!;
    });
    expect(content.querySelector('h3.site')?.textContent).toBe('Talk to us');
    expect(content.querySelector('a[href="tel:+15550100"]')?.getAttribute('onclick')).toBeNull();
    expect(content.querySelector('script')).toBeNull();
    expect(content.querySelector('a[href^="javascript"]')).toBeNull();
    expect(dialog.querySelector('[data-part="main-phone"]')).toBeNull();
    expect(dialog.getAttribute('aria-describedby')).toBeNull();
  });

  it('keeps the custom HTML as given, script included, only when the site opts in', async () => {
    renderCallUs({
      options: { content: '<p>Hi</p><script>window.ran = true</script>', contentScripts: true },
    });
    const dialog = await openOnBus();
    const content = dialog.querySelector('[data-part="content"]')!;
    expect(content.getAttribute('data-scripts')).toBe('on');
    expect(content.querySelector('script')?.textContent).toBe('window.ran = true');
  });

  it("answers 'Already opened' to a second open, and stays closed with nothing to show", async () => {
    renderCallUs();
    await openOnBus();
    await expect(bus!.command('CallUs.open')).rejects.toThrow('Already opened');
    cleanup();
    renderCallUs({ options: {} });
    await waitFor(() => expect(bus).toBeDefined());
    await expect(bus!.command('CallUs.open')).rejects.toThrow('Could not open');
  });
});
