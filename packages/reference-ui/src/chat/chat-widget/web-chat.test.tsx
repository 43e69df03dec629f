import { chatSessionCookieName } from '@cxkit/headless/services';
import { CxProvider, useBus, type CxProviderProps } from '@cxkit/headless/react';
import { DockProvider } from '@cxkit/headless/react/dock';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeChatTransport } from '../../../../headless/machines/testing/fake-chat-transport';
import { CxRoot } from '../../shell/cx-root';
import { defaultChatWidgetOptions } from '@cxkit/headless/chat-widget';
import {
  defaultInviteDelay,
  WebChat,
  type WebChatProps,
  type WebChatTransportContext,
} from './web-chat';

const logger = { debug: vi.fn(), error: vi.fn() };
let bus: ReturnType<typeof useBus> | undefined;
function BusHandle() {
  bus = useBus();
  return null;
}

afterEach(() => {
  cleanup();
  document.cookie = `_cx_${chatSessionCookieName}=; max-age=0; path=/`;
  history.replaceState(null, '', '/');
});

function renderWebChat(props: Partial<WebChatProps> = {}, config: CxProviderProps['config'] = {}) {
  const transport = vi.fn((_context: WebChatTransportContext) => createFakeChatTransport());
  const { unmount } = render(
    <CxProvider
      logger={logger}
      loader={async () => undefined}
      config={{ pluginLoadDelay: 0, ...config }}
    >
      <CxRoot>
        <BusHandle />
        <DockProvider sideButtonDelay={0}>
          <WebChat {...props} transport={transport} />
        </DockProvider>
      </CxRoot>
    </CxProvider>,
  );
  return { transport, unmount };
}

const launcher = () => screen.findByRole('button', { name: 'Live Chat' });

describe('WebChat', () => {
  it('shows the chat button and loads the chat only when the visitor opens it, keeping the focus meanwhile', async () => {
    const { transport } = renderWebChat();
    expect(transport).not.toHaveBeenCalled();
    const button = await launcher();
    button.focus();
    fireEvent.click(button);
    // While the code loads, the button mounts again as the fallback, a new element: it keeps the focus.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Live Chat' }));
    // The first load of the chat's chunk compiles its modules in the test runner: give it time.
    const firstName = await screen.findByRole(
      'textbox',
      { name: 'First Name' },
      { timeout: 10_000 },
    );
    expect(transport).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(document.activeElement).toBe(firstName));
  });

  it('refuses bad chat and widget options on its first render, before the chat loads, naming each', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      renderWebChat({
        chatOptions: { maxMessageLength: '500' },
        widgetOptions: { newMessageRestoreState: 'open' },
      } as unknown as Partial<WebChatProps>),
    ).toThrow(
      "Invalid chat options: chatOptions.maxMessageLength: Expected a whole number above 0; widgetOptions.newMessageRestoreState: Expected 'full' or 'minimized'",
    );
    spy.mockRestore();
  });

  it("opens its window with the app config's transitions.webchat effect and speed", async () => {
    renderWebChat({}, { transitions: { webchat: { effect: 'none', speed: 'slow' } } });
    const button = await launcher();
    // The chat's code may be loaded already (see 'opens again when mounted again').
    await act(async () => {
      fireEvent.click(button);
    });
    const window = await screen.findByRole('region', { name: 'Live Chat' }, { timeout: 10_000 });
    expect(window.dataset.effect).toBe('none');
    expect(window.style.getPropertyValue('--cx-window-effect-duration')).toBe('600ms');
  }, 15_000);

  it('shows the chat button with the configured effect before the chat has loaded', async () => {
    const { transport } = renderWebChat({ buttonEffect: 'slide', buttonEffectDuration: 450 });
    const button = (await launcher()).closest<HTMLElement>('[data-effect]');
    expect(button?.getAttribute('data-effect')).toBe('slide');
    expect(button?.style.getPropertyValue('--cx-side-button-effect-duration')).toBe('450ms');
    expect(transport).not.toHaveBeenCalled();
  });

  it('loads the chat for a WebChat.open on the bus, and carries the request out', async () => {
    const { transport } = renderWebChat();
    await launcher();
    await bus!.command('WebChat.open', { minimized: true });
    const window = await screen.findByRole('region', { name: 'Live Chat' }, { timeout: 10_000 });
    expect(window.getAttribute('data-state')).toBe('minimized');
    expect(transport).toHaveBeenCalledTimes(1);
  });

  it('opens with a prefilled form and starts the chat at once on autoSubmit (WebChat.open form)', async () => {
    const fake = createFakeChatTransport();
    const start = vi.spyOn(fake, 'start');
    render(
      <CxProvider logger={logger} loader={async () => undefined} config={{ pluginLoadDelay: 0 }}>
        <CxRoot>
          <BusHandle />
          <WebChat transport={fake} />
        </CxRoot>
      </CxProvider>,
    );
    await launcher();
    await bus!.command('WebChat.open', {
      form: { firstname: 'Ada', lastname: 'Lovelace', autoSubmit: true },
      userData: { order: '42' },
    });
    await waitFor(() => expect(start).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    expect(start.mock.calls[0]![0]).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      userData: expect.objectContaining({ order: '42' }),
    });
  });

  it('opens with the form a formJSON gives, and refuses one that does not read', async () => {
    renderWebChat();
    await launcher();
    await bus!.command('WebChat.open', {
      formJSON: { inputs: [{ name: 'firstname', label: 'Your name', maxlength: 50 }] },
    });
    expect(
      await screen.findByRole('textbox', { name: 'Your name' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Last Name' })).toBeNull();
    await expect(bus!.command('WebChat.open', { formJSON: '{ not json' })).rejects.toThrow(
      /Invalid formJSON/,
    );
  });

  it('keeps a hidden chat button hidden once the chat loads', async () => {
    renderWebChat();
    await launcher();
    await bus!.command('WebChat.hideChatButton');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Live Chat' })).toBeNull());
    await bus!.command('WebChat.invite');
    await screen.findByRole('button', { name: 'Start chat' });
    expect(screen.queryByRole('button', { name: 'Live Chat' })).toBeNull();
  });

  it('loads the chat with the page when a saved session is there to restore', async () => {
    document.cookie = `_cx_${chatSessionCookieName}=${encodeURIComponent('{}')}; path=/`;
    const { transport } = renderWebChat();
    await waitFor(() => expect(transport).toHaveBeenCalledTimes(1));
  });

  it('opens again when mounted again, as on a route change of a single-page site, its code already loaded', async () => {
    for (const round of ['first', 'again']) {
      const { transport, unmount } = renderWebChat();
      const button = await launcher();
      // The chat's code is there the second time, so the window waits only for its transport, a
      // promise; React resumes such a wait in a test only inside an awaited act.
      await act(async () => {
        fireEvent.click(button);
      });
      const firstName = await screen.findByRole(
        'textbox',
        { name: 'First Name' },
        { timeout: 10_000 },
      );
      expect(firstName, round).toBeTruthy();
      expect(transport).toHaveBeenCalledTimes(1);
      unmount();
      expect(screen.queryByRole('region', { name: 'Live Chat' })).toBeNull();
    }
  });

  it('invites by itself after the invite delay when autoInvite is on, loading the chat for it', async () => {
    const { transport } = renderWebChat({ widgetOptions: { autoInvite: true, inviteDelay: 300 } });
    await launcher();
    expect(transport).not.toHaveBeenCalled();
    const invitation = await screen.findByRole(
      'group',
      { name: 'Need help?' },
      { timeout: 10_000 },
    );
    expect(invitation).toBeTruthy();
    expect(transport).toHaveBeenCalledTimes(1);
  });

  it("waits the widget's own default invite delay", () => {
    expect(defaultInviteDelay).toBe(defaultChatWidgetOptions.inviteDelay);
  });

  it("hands the transport it makes the app's request headers, as they are at each request", async () => {
    const { transport } = renderWebChat({}, { header: { apikey: 'k-123' } });
    const button = await launcher();
    await act(async () => {
      fireEvent.click(button);
    });
    await screen.findByRole('textbox', { name: 'First Name' }, { timeout: 10_000 });
    const { headers } = transport.mock.calls[0]![0];
    expect(headers()).toEqual({ apikey: 'k-123' });
    await bus!.command('App.updateAJAXHeader', { Authorization: 'Bearer t-1' });
    expect(headers()).toEqual({ apikey: 'k-123', Authorization: 'Bearer t-1' });
  });

  describe("the site's commands on the open window", () => {
    async function openForm() {
      renderWebChat();
      await launcher();
      await bus!.command('WebChat.open');
      return screen.findByRole('textbox', { name: 'First Name' }, { timeout: 10_000 });
    }

    it('shows an overlay of sanitised site HTML over the body, inert under it, until its close button', async () => {
      const firstName = await openForm();
      await waitFor(() => expect(document.activeElement).toBe(firstName));
      const window = screen.getByRole('region', { name: 'Live Chat' });
      await bus!.command('WebChat.showOverlay', {
        html: '<h3 class="terms">Terms</h3><p onclick="alert(1)">Read <a href="javascript:alert(1)">this</a></p><script>window.hacked = true</script>',
        hideFooter: true,
      });
      const heading = await screen.findByRole('heading', { name: 'Terms' }, { timeout: 10_000 });
      expect(heading.className).toBe('terms');
      const overlay = window.querySelector('[data-scope="window"][data-part="overlay"]')!;
      expect(overlay.innerHTML).not.toMatch(/script|onclick|javascript:/);
      expect((globalThis as { hacked?: boolean }).hacked).toBeUndefined();
      expect(firstName.closest('[inert]')).not.toBeNull();
      // The focus was in what the overlay covers: it goes into the overlay.
      await waitFor(() =>
        expect(document.activeElement).toBe(
          screen.getByRole('button', { name: 'Close the overlay' }),
        ),
      );
      expect(window.querySelector('[data-part="footer"]')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Close the overlay' }));
      await waitFor(() => expect(screen.queryByRole('heading', { name: 'Terms' })).toBeNull());
      expect(firstName.closest('[inert]')).toBeNull();
      expect(window.querySelector('[data-part="footer"]')).not.toBeNull();
    });

    it('hides the window and shows it again with what the visitor typed', async () => {
      const firstName = (await openForm()) as HTMLInputElement;
      fireEvent.change(firstName, { target: { value: 'Ada' } });
      await bus!.command('WebChat.hide');
      await waitFor(() => expect(screen.queryByRole('region', { name: 'Live Chat' })).toBeNull());
      await bus!.command('WebChat.show');
      const shown = await screen.findByRole('textbox', { name: 'First Name' });
      expect((shown as HTMLInputElement).value).toBe('Ada');
    });

    it('puts a message the site injects into the transcript: its HTML sanitised, its look from the hints', async () => {
      renderWebChat();
      await launcher();
      await bus!.command('WebChat.open', {
        form: { firstname: 'Ada', lastname: 'Lovelace', autoSubmit: true },
      });
      await screen.findByRole('textbox', { name: /message/i }, { timeout: 10_000 });
      const { id } = (await bus!.command('WebChat.injectMessage', {
        type: 'html',
        name: 'Acme',
        text: '<strong>Order 42</strong> ships today<img src="x" onerror="alert(1)">',
        custom: true,
        bubble: { fill: '#fff3c4', radius: '2px', time: false },
      })) as { id: string };
      expect(id).toEqual(expect.any(String));
      const strong = await screen.findByText(
        'Order 42',
        { selector: 'strong' },
        { timeout: 10_000 },
      );
      const bubble = strong.closest('[data-part="bubble"]') as HTMLElement;
      expect(bubble.getAttribute('data-custom')).toBe('true');
      expect(bubble.style.getPropertyValue('--cx-injected-fill')).toBe('#fff3c4');
      expect(bubble.querySelector('time')).toBeNull();
      expect(bubble.innerHTML).not.toMatch(/onerror/);
      expect(bubble.textContent).toContain('Acme');
    });
  });
});
