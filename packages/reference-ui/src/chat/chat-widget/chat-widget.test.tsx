import { createCookieSessionStore } from '@cxkit/headless/chat';
import { createCookieWindowStore, createMemoryWindowStore } from '@cxkit/headless/chat-widget';
import { CxProvider } from '@cxkit/headless/react';
import { ChatProvider, useChat } from '@cxkit/headless/react/chat';
import {
  ChatWidgetProvider,
  useChatWidget,
  type ChatWidgetProviderProps,
} from '@cxkit/headless/react/chat-widget';
import { DockProvider } from '@cxkit/headless/react/dock';
import { createCookieStore, createStaticVisibilitySignal } from '@cxkit/headless/services';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createFakeChatTransport,
  recordStarts,
  type FakeChatTransport,
} from '../../../../headless/machines/testing/fake-chat-transport';
import { CxRoot } from '../../shell/cx-root';
import { ChatWidget } from './chat-widget';

afterEach(cleanup);

const agent = { id: '2', type: 'Agent' as const, name: 'Anna' };
const logger = { debug: vi.fn(), error: vi.fn() };

/** Exposes the chat actor's poll, so tests bring agent messages in without waiting. */
let pollNow: () => void = () => undefined;
function PollHandle() {
  const chat = useChat();
  pollNow = () => chat.send({ type: 'poll.now' });
  return null;
}

/** Exposes the widget's invite, as the bus command `WebChat.invite` does. */
let invite: () => void = () => undefined;
function InviteHandle() {
  const widget = useChatWidget();
  invite = () => widget.send({ type: 'invitation.show', kind: 'proactive' });
  return null;
}

/** Mounts the widget later, as the chat code does when it loads after the page. */
let showWidget: () => void = () => undefined;
function WidgetSlot({ initiallyShown }: { initiallyShown: boolean }) {
  const [shown, setShown] = useState(initiallyShown);
  showWidget = () => setShown(true);
  return shown ? <ChatWidget /> : null;
}

function renderWidget(
  transport: FakeChatTransport = createFakeChatTransport(),
  cookies?: ReturnType<typeof createCookieStore>,
  widgetOptions?: ChatWidgetProviderProps['options'],
  widgetShown = true,
) {
  const view = render(
    <CxProvider logger={logger} loader={async () => undefined} config={{ pluginLoadDelay: 0 }}>
      <CxRoot>
        <DockProvider sideButtonDelay={0}>
          <ChatProvider
            transport={transport}
            store={createCookieSessionStore(cookies ?? createCookieStore())}
            visibility={createStaticVisibilitySignal(true)}
          >
            <ChatWidgetProvider
              store={cookies ? createCookieWindowStore(cookies) : createMemoryWindowStore()}
              options={widgetOptions}
            >
              <PollHandle />
              <InviteHandle />
              <WidgetSlot initiallyShown={widgetShown} />
            </ChatWidgetProvider>
          </ChatProvider>
        </DockProvider>
      </CxRoot>
    </CxProvider>,
  );
  return { view, transport };
}

const launcher = () => screen.getByRole('button', { name: 'Live Chat' });
const chatWindow = () => screen.getByRole('region', { name: 'Live Chat' });

async function openAndStart(transport?: FakeChatTransport) {
  const rendered = renderWidget(transport);
  await waitFor(() => expect(launcher().hidden).toBe(false));
  fireEvent.click(launcher());
  fireEvent.change(screen.getByRole('textbox', { name: 'First Name' }), {
    target: { value: 'Ada' },
  });
  fireEvent.change(screen.getByRole('textbox', { name: 'Last Name' }), {
    target: { value: 'Lovelace' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Start Chat' }));
  await screen.findByRole('log', { name: 'Chat transcript' });
  await waitFor(() =>
    expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).disabled).toBe(
      false,
    ),
  );
  return rendered;
}

describe('ChatWidget', () => {
  it('opens from the Live Chat button on the form, with the focus in its first field', async () => {
    renderWidget();
    await waitFor(() => expect(launcher().hidden).toBe(false));
    expect(screen.queryByRole('region', { name: 'Live Chat' })).toBeNull();
    fireEvent.click(launcher());
    expect(chatWindow()).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Live Chat' })).toBeNull();
    const firstName = screen.getByRole('textbox', { name: 'First Name' });
    expect(document.activeElement).toBe(firstName);
    for (const name of ['Last Name', 'Email', 'Subject']) {
      expect(screen.getByRole('textbox', { name })).toBeTruthy();
    }
  });

  it('keeps an invitation while the focus is on it, and gives the focus to the chat button when it goes', async () => {
    renderWidget(undefined, undefined, { inviteTimeout: 200 });
    await waitFor(() => expect(launcher().hidden).toBe(false));
    // The toaster shows invitations once its live region has settled (ChatInvitation's first 250 ms).
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    act(() => invite());
    const startChat = screen.getByRole('button', { name: 'Start chat' });
    act(() => startChat.focus());
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(screen.getByRole('button', { name: 'No thanks' })).toBeTruthy();

    // Declined with the focus in it: the chat button, shown again, takes the focus.
    fireEvent.click(screen.getByRole('button', { name: 'No thanks' }));
    await waitFor(() => expect(document.activeElement).toBe(launcher()));

    // Released (the focus went back to the page), it withdraws after its time: the focus stays put.
    act(() => invite());
    act(() => screen.getByRole('button', { name: 'Start chat' }).focus());
    act(() => screen.getByRole('button', { name: 'Start chat' }).blur());
    await waitFor(() => expect(screen.queryByRole('button', { name: 'No thanks' })).toBeNull());
    expect(document.activeElement).toBe(document.body);

    // Withdrawn while only the pointer was on it, after the pointer left: nothing to give back.
    act(() => invite());
    const toast = screen.getByRole('button', { name: 'No thanks' }).closest('[role="status"]')!;
    fireEvent.pointerEnter(toast);
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(screen.getByRole('button', { name: 'No thanks' })).toBeTruthy();
    fireEvent.pointerLeave(toast);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'No thanks' })).toBeNull());
  });

  it('shows an invitation that was there before the widget mounted only once its live region is in place', async () => {
    renderWidget(undefined, undefined, undefined, false);
    act(() => invite());
    act(() => showWidget());
    // A live region that appears with its text already in it is not announced.
    const region = document.querySelector<HTMLElement>('[role="status"][data-kind]')!;
    expect(region.getAttribute('role')).toBe('status');
    expect(region.textContent).toBe('');
    await waitFor(() => expect(region.textContent).toContain('Need help?'));
    expect(document.querySelector('[role="status"][data-kind]')).toBe(region);
  });

  it('starts the chat, sends a message, and shows the agent answering', async () => {
    const { transport } = await openAndStart();
    const message = screen.getByRole('textbox', { name: 'Message' });
    fireEvent.change(message, { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(transport.transcript.map((m) => m.text)).toContain('Hello'));
    transport.add('ParticipantJoined', agent);
    transport.add('Message', agent, 'Hi Ada, how can I help?');
    act(() => pollNow());
    await screen.findByText('Hi Ada, how can I help?');
  });

  it('announces a message that arrives while a dialog is open: the live region is never inert', async () => {
    const { transport } = await openAndStart();
    transport.add('ParticipantJoined', agent);
    act(() => pollNow());
    await screen.findByText('Anna has joined the session');
    fireEvent.click(screen.getByRole('button', { name: 'End Chat' }));
    screen.getByRole('alertdialog', { name: 'End chat' });
    transport.add('Message', agent, 'Wait, your refund is approved');
    act(() => pollNow());
    const region = chatWindow().querySelector<HTMLElement>(
      '[data-scope="transcript"][data-part="announcer"]',
    )!;
    await waitFor(() =>
      expect(region.textContent).toContain('Anna said: Wait, your refund is approved'),
    );
    expect(region.closest('[inert]')).toBeNull();
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(chatWindow().querySelectorAll('[aria-live="polite"]')).toHaveLength(1);
  });

  it('tells of a lost connection by a text change in a live region that is always there', async () => {
    const transport = createFakeChatTransport();
    await openAndStart(transport);
    const status = within(chatWindow())
      .getAllByRole('status')
      .find((region) => region.dataset.part === 'connection-status');
    const line = chatWindow().querySelector<HTMLElement>(
      '[data-scope="chat-window"][data-part="connection"]',
    );
    expect(status?.textContent).toBe('');
    transport.fail('poll', { kind: 'network', message: 'down' });
    act(() => pollNow());
    await waitFor(() => expect(status?.textContent).toBe('Connection lost'));
    expect(status?.isConnected).toBe(true);
    // The visible line says it too, once: it is hidden from screen readers, which hear the region.
    expect(line?.textContent).toBe('Connection lost');
    expect(line?.getAttribute('aria-hidden')).toBe('true');
  });

  it('tells of a lost connection while a dialog is open: its live region is never inert', async () => {
    const transport = createFakeChatTransport();
    await openAndStart(transport);
    fireEvent.click(screen.getByRole('button', { name: 'End Chat' }));
    screen.getByRole('alertdialog', { name: 'End chat' });
    transport.fail('poll', { kind: 'network', message: 'down' });
    act(() => pollNow());
    const status = chatWindow().querySelector<HTMLElement>(
      '[data-scope="chat-window"][data-part="connection-status"]',
    )!;
    await waitFor(() => expect(status.textContent).toBe('Connection lost'));
    expect(status.getAttribute('role')).toBe('status');
    expect(status.closest('[inert]')).toBeNull();
  });

  it('asks before ending the chat, then shows it ended', async () => {
    const { transport } = await openAndStart();
    fireEvent.click(screen.getByRole('button', { name: 'End Chat' }));
    const dialog = screen.getByRole('alertdialog', { name: 'End chat' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'End Chat' }));
    fireEvent.click(
      within(screen.getByRole('alertdialog', { name: 'End chat' })).getByRole('button', {
        name: 'End chat',
      }),
    );
    await waitFor(() => expect(transport.calls.map((call) => call.call)).toContain('disconnect'));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'End Chat' })).toBeNull());
    expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).disabled).toBe(
      true,
    );
  });

  it('asks before closing a running chat; closing ends it and gives the focus back to the button', async () => {
    await openAndStart();
    const close = within(chatWindow()).getByRole('button', { name: 'Close' });
    close.focus();
    fireEvent.click(close);
    const dialog = screen.getByRole('alertdialog', { name: 'Close chat window' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Live Chat' })).toBeNull());
    expect(launcher().hidden).toBe(false);
    expect(document.activeElement).toBe(launcher());
  });

  it('asks before closing a filled form, and closes an empty one at once', async () => {
    renderWidget();
    await waitFor(() => expect(launcher().hidden).toBe(false));
    fireEvent.click(launcher());
    fireEvent.click(within(chatWindow()).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Live Chat' })).toBeNull();

    fireEvent.click(launcher());
    fireEvent.change(screen.getByRole('textbox', { name: 'Subject' }), {
      target: { value: 'My order' },
    });
    fireEvent.click(within(chatWindow()).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('alertdialog', { name: 'Close chat window' })).toBeTruthy();
  });

  it('counts unread messages in the title bar while minimized, keeping the window name', async () => {
    const { transport } = await openAndStart();
    fireEvent.click(screen.getByRole('button', { name: 'Minimize' }));
    transport.add('ParticipantJoined', agent);
    transport.add('Message', agent, 'Are you there?');
    act(() => pollNow());
    const count = await within(chatWindow()).findByRole('status');
    await waitFor(() => expect(count.textContent).toBe('11 unread message'));
    expect(chatWindow()).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Minimize' }));
    await waitFor(() => expect(screen.queryByText('1 unread message')).toBeNull());
  });

  it('counts agent files and pushed URLs too, and keeps the count across a page reload', async () => {
    const cookies = createCookieStore();
    const transport = createFakeChatTransport(() => Date.now());
    const first = renderWidget(transport, cookies);
    await waitFor(() => expect(launcher().hidden).toBe(false));
    fireEvent.click(launcher());
    fireEvent.change(screen.getByRole('textbox', { name: 'First Name' }), {
      target: { value: 'Ada' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Last Name' }), {
      target: { value: 'Lovelace' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Start Chat' }));
    await screen.findByRole('log', { name: 'Chat transcript' });
    fireEvent.click(screen.getByRole('button', { name: 'Minimize' }));
    transport.add('ParticipantJoined', agent);
    transport.add('Message', agent, 'Here is your invoice');
    transport.add('FileUploaded', agent, '', {
      fileDetails: { fileId: 'f1', fileName: 'invoice.pdf', fileSize: 10 },
    });
    transport.add('PushUrl', agent, 'https://example.test/pay');
    act(() => pollNow());
    await waitFor(() =>
      expect(within(chatWindow()).getByRole('status').textContent).toBe('33 unread messages'),
    );
    first.view.unmount();

    renderWidget(transport, cookies);
    await waitFor(() =>
      expect(within(chatWindow()).getByRole('status').textContent).toBe('33 unread messages'),
    );
    transport.add('Message', agent, 'Anything else?');
    act(() => pollNow());
    await waitFor(() =>
      expect(within(chatWindow()).getByRole('status').textContent).toBe('44 unread messages'),
    );
  });

  it('keeps what the visitor typed, with the busy form on screen, while a refused start comes back', async () => {
    const transport = createFakeChatTransport();
    transport.fail('start', { kind: 'rejected', status: 400, errors: [{ code: 364 }] });
    const starts = recordStarts(transport);
    renderWidget(transport);
    await waitFor(() => expect(launcher().hidden).toBe(false));
    fireEvent.click(launcher());
    const typed = { 'First Name': 'Ada', 'Last Name': 'Lovelace', Email: 'ada@', Subject: 'Order' };
    for (const [name, value] of Object.entries(typed)) {
      fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
    }
    fireEvent.click(screen.getByRole('button', { name: 'Start Chat' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('aria-invalid')).toBe(
        'true',
      ),
    );
    for (const [name, value] of Object.entries(typed)) {
      expect(screen.getByRole('textbox', { name })).toHaveProperty('value', value);
    }
    expect(screen.getByText('Invalid email address')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), {
      target: { value: 'ada@example.com' },
    });
    const submit = screen.getByRole('button', { name: 'Start Chat' });
    fireEvent.click(submit);
    expect(submit.closest('form')?.getAttribute('aria-busy')).toBe('true');
    await screen.findByRole('textbox', { name: 'Message' });
    expect(starts).toHaveLength(2);
    expect(starts[1]).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      emailAddress: 'ada@example.com',
      subject: 'Order',
    });
  });

  it('shows a start failure in the start error dialog', async () => {
    const transport = createFakeChatTransport();
    transport.fail('start', { kind: 'network', message: 'offline' });
    renderWidget(transport);
    await waitFor(() => expect(launcher().hidden).toBe(false));
    fireEvent.click(launcher());
    fireEvent.change(screen.getByRole('textbox', { name: 'First Name' }), {
      target: { value: 'Ada' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Last Name' }), {
      target: { value: 'Lovelace' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Start Chat' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(
      'There was a problem starting the chat session. Please Retry.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveProperty('value', 'Ada');
  });

  it('offers the survey when the chat ends after an agent joined', async () => {
    const { transport } = await openAndStart();
    const opened = vi.spyOn(window, 'open').mockImplementation(() => null);
    transport.add('ParticipantJoined', agent);
    transport.add(
      'CustomNotice',
      { id: '9', type: 'System', name: '_GCTI_GSS' },
      JSON.stringify({ Survey_URL: 'https://survey.test/s', Cancel_URL: 'https://survey.test/c' }),
    );
    act(() => pollNow());
    await waitFor(() =>
      expect(screen.getAllByText('Anna', { exact: false }).length).toBeGreaterThan(0),
    );
    transport.endChat();
    act(() => pollNow());
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(opened).toHaveBeenCalledWith('https://survey.test/s', '_blank', 'noopener,noreferrer');
    opened.mockRestore();
  });
});
