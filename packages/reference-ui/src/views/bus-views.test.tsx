import { CxProvider, useBus } from '@cxkit/headless/react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Bus } from '@cxkit/headless/bus';
import { ViewsStory, type StoryCommand } from './views.story-support';

afterEach(cleanup);

let bus: Bus | undefined;
function Grab() {
  bus = useBus();
  return null;
}

function App({ children }: { children: ReactNode }) {
  const logger = { debug: vi.fn(), error: vi.fn() };
  return (
    <CxProvider logger={logger} loader={async () => undefined} config={{ pluginLoadDelay: 0 }}>
      <Grab />
      {children}
    </CxProvider>
  );
}

function show(commands: StoryCommand[], timings: { closeAnimation?: number } = {}) {
  return render(
    <App>
      <ViewsStory commands={commands} closeAnimation={timings.closeAnimation ?? 0} />
    </App>,
  );
}

describe('OverlayView', () => {
  it('shows the html of Overlay.open sanitised, in a named modal dialog at its position', async () => {
    show([
      {
        name: 'Overlay.open',
        options: {
          html: '<p>Sale <b>now</b></p><img src=x onerror="alert(1)">',
          position: 'right',
        },
      },
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Information' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.dataset.position).toBe('right');
    await waitFor(() => expect(dialog.innerHTML).toContain('<b>now</b>'));
    expect(dialog.innerHTML).not.toContain('onerror');
    expect(
      document.querySelector('[data-scope="overlay-frame"][data-part="backdrop"]'),
    ).not.toBeNull();
  });

  it('closes with its close button and with Escape while mutable', async () => {
    show([{ name: 'Overlay.open', options: { html: '<p>x</p>', label: 'Offer' } }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await act(() => bus!.command('Overlay.open', { html: '<p>y</p>' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps an immutable overlay: no close button, Escape ignored, closed by its commander', async () => {
    show([
      { name: 'Overlay.open', options: { html: '<p>x</p>', immutable: true }, commander: 'Offers' },
    ]);
    const dialog = await screen.findByRole('dialog');
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBe(dialog);
    await expect(bus!.command('Overlay.close')).rejects.toThrow(
      'Overlay view is currently reserved by Offers',
    );
    const offers = bus!.registerPlugin('Offers');
    await act(() => offers.command('Overlay.close'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('stays in the DOM while leaving, marked closing', async () => {
    show([{ name: 'Overlay.open', options: { html: '<p>x</p>' } }, { name: 'Overlay.close' }], {
      closeAnimation: 60_000,
    });
    await waitFor(() => expect(screen.getByRole('dialog').dataset.state).toBe('closing'));
  });
});

describe('ToasterView', () => {
  it('shows a generic toaster named by its title, whose buttons close it', async () => {
    show([
      {
        name: 'Toaster.open',
        options: {
          title: 'Need help?',
          body: 'Chat with us',
          icon: 'chat',
          buttons: { primary: 'Start chat', secondary: 'No thanks' },
        },
      },
    ]);
    const panel = await screen.findByRole('dialog', { name: 'Need help?' });
    expect(panel.getAttribute('aria-modal')).toBe('false');
    expect(panel.textContent).toContain('Chat with us');
    const events: unknown[] = [];
    bus!.untyped.subscribe('Toaster.closed', (event) => events.push(event.data));
    fireEvent.click(screen.getByRole('button', { name: 'Start chat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(events).toEqual([{ commander: 'host', reason: 'primary' }]));
  });

  it('shows a custom toaster html sanitised, closed by its close button', async () => {
    show([
      {
        name: 'Toaster.open',
        options: { html: '<p>Free <i>shipping</i></p><script>x()</script>' },
      },
    ]);
    const panel = await screen.findByRole('dialog', { name: 'Notification' });
    await waitFor(() => expect(panel.innerHTML).toContain('<i>shipping</i>'));
    expect(panel.querySelector('script')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
