import { CxProvider, useBus } from '@cxkit/headless/react';
import type { AppConfigInput } from '@cxkit/headless/app';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CxRoot } from '../shell/cx-root';
import { Sidebar, type SidebarProps } from './sidebar';
import { sidebarIconOf } from './sidebar-icons';
import { storyChannels } from './sidebar.story-support';

const logger = { debug: vi.fn(), error: vi.fn() };
let bus: ReturnType<typeof useBus> | undefined;
function BusHandle() {
  bus = useBus();
  return null;
}

afterEach(() => {
  cleanup();
  bus = undefined;
  vi.useRealTimers();
});

function renderSidebar(props: Partial<SidebarProps> = {}, config: AppConfigInput = {}) {
  render(
    <CxProvider
      logger={logger}
      loader={async () => undefined}
      config={{ pluginLoadDelay: 0, ...config }}
    >
      <CxRoot>
        <BusHandle />
        <Sidebar options={{ channels: storyChannels }} {...props} />
      </CxRoot>
    </CxProvider>,
  );
}

/** Puts a `WebChat` whose `open` records its calls on the bus. */
function fakeWebChat() {
  const opens: unknown[] = [];
  const plugin = bus!.registerPlugin('WebChat', { commandsBeforeReady: true });
  plugin.registerCommand('open', (options) => {
    opens.push(options);
    return undefined;
  });
  plugin.ready();
  return opens;
}

const strip = () => screen.findByRole('navigation', { name: 'Contact us' }, { timeout: 8000 });

describe('Sidebar', () => {
  it("shows on startup: one button per channel, named with the spec's labels", async () => {
    renderSidebar();
    const nav = await strip();
    expect(
      within(nav)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      'Live Assistance',
      'Live Chat',
      'Send Message',
      'Callback',
      'Call Us',
      'ClickToCall',
      'Offers',
      'Search',
    ]);
    expect(nav.getAttribute('data-position')).toBe('right');
    expect(nav.getAttribute('data-strip')).toBe('contracted');
    expect(nav.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(8);
  });

  it('expands 250 ms after the pointer comes, contracts 500 ms after it leaves', async () => {
    renderSidebar();
    const nav = await strip();
    vi.useFakeTimers();
    fireEvent.pointerEnter(nav);
    act(() => vi.advanceTimersByTime(249));
    expect(nav.getAttribute('data-strip')).toBe('contracted');
    act(() => vi.advanceTimersByTime(1));
    expect(nav.getAttribute('data-strip')).toBe('expanded');
    fireEvent.pointerLeave(nav);
    act(() => vi.advanceTimersByTime(500));
    expect(nav.getAttribute('data-strip')).toBe('contracted');
  });

  it('a click runs the channel command on the bus', async () => {
    renderSidebar();
    const nav = await strip();
    const opens = fakeWebChat();
    fireEvent.click(within(nav).getByRole('button', { name: 'Live Chat' }));
    await waitFor(() => expect(opens).toHaveLength(1));
  });

  it('does not load with showOnStartup off until a command; SideBar.open shows it', async () => {
    renderSidebar({ options: { channels: storyChannels, showOnStartup: false } });
    await waitFor(() => expect(bus).toBeDefined());
    expect(screen.queryByRole('navigation')).toBeNull();
    const opened = bus!.command('SideBar.open');
    await strip();
    await act(() => opened);
  }, 20_000);

  it("on mobile the branding button opens the 'Need help?' dialog; Escape closes it", async () => {
    renderSidebar({}, { mobileMode: true });
    const branding = await screen.findByRole('button', { name: 'Need help?' }, { timeout: 8000 });
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(branding.getAttribute('aria-haspopup')).toBe('dialog');
    fireEvent.click(branding);
    const dialog = await screen.findByRole('dialog', { name: 'Need help?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getAllByRole('button', { name: /./ })).toHaveLength(9);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a channel chosen in the mobile list closes it and runs its command', async () => {
    renderSidebar({}, { mobileMode: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Need help?' }, { timeout: 8000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Need help?' });
    const opens = fakeWebChat();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Live Chat' }));
    await waitFor(() => expect(opens).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('sidebarIconOf', () => {
  it("knows the spec's icon names and the plugins' names", () => {
    expect(
      ['agent', 'chat', 'email', 'call-incoming', 'call-outgoing', 'star', 'knowledge-center'].map(
        sidebarIconOf,
      ),
    ).toEqual([
      'agent',
      'chat',
      'email',
      'call-incoming',
      'call-outgoing',
      'star',
      'knowledge-center',
    ]);
    expect(['Search', 'callback', 'CoBrowse', 'nothing', undefined].map(sidebarIconOf)).toEqual([
      'knowledge-center',
      'call-incoming',
      'co-browse',
      undefined,
      undefined,
    ]);
  });
});
