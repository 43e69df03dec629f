import type { SessionStore } from '../machines/chat-session/chat-session.types';
import { act, fireEvent, render, renderHook, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createCookieSessionStore } from '../machines/chat-session/chat-session.store';
import {
  createFakeChatTransport,
  type FakeChatTransport,
} from '../machines/testing/fake-chat-transport';
import { createCookieStore } from '../services/cookies/cookie-store';
import { chatWrapper } from './chat.test-support';
import { useApp } from './use-app';
import { useBus } from './use-bus';
import { useChat } from './use-chat';
import { chatDraftKey } from './chat-draft';
import { useChatComposer, type UseChatComposerOptions } from './use-chat-composer';
import { useChatForm, type ChatFormField, type UseChatFormReturn } from './use-chat-form';

const agent = { id: '2', type: 'Agent' as const, name: 'Anna' };

const wrapper = (transport: FakeChatTransport, store?: SessionStore) =>
  chatWrapper(transport, {}, store);

describe('useChat', () => {
  it('starts a chat, receives messages and sends through the outbox', async () => {
    const transport = createFakeChatTransport();
    const { result } = renderHook(() => useChat(), { wrapper: wrapper(transport) });
    expect(result.current.status).toBe('inactive');
    act(() => result.current.start({ nickname: 'Ada' }));
    await waitFor(() => expect(result.current.isActive).toBe(true));
    transport.add('ParticipantJoined', agent);
    transport.add('Message', agent, 'Hello Ada');
    act(() => result.current.send({ type: 'poll.now' }));
    await waitFor(() => expect(result.current.messages.map((m) => m.text)).toContain('Hello Ada'));
    expect(result.current.participants).toMatchObject([{ name: 'Anna', connected: true }]);
    expect(result.current.connectedCount).toBe(1);
    act(() => result.current.sendMessage('Hi Anna'));
    await waitFor(() => expect(transport.transcript.map((m) => m.text)).toContain('Hi Anna'));
    await waitFor(() => expect(result.current.pending).toEqual([]));
  });

  it('keeps its commands and values the same objects while the chat does not change', async () => {
    const transport = createFakeChatTransport();
    const { result, rerender } = renderHook(() => useChat(), { wrapper: wrapper(transport) });
    act(() => result.current.start({ nickname: 'Ada' }));
    await waitFor(() => expect(result.current.isActive).toBe(true));
    const before = result.current;
    rerender();
    expect(result.current.sendMessage).toBe(before.sendMessage);
    expect(result.current.participants).toBe(before.participants);
    expect(result.current).toBe(before);
  });

  it('brings the web chat texts into the app, so translate finds them', async () => {
    const { result } = renderHook(() => useApp(), { wrapper: wrapper(createFakeChatTransport()) });
    await waitFor(() => expect(result.current.translate('webchat.names.agent')).toBe('Agent'));
    act(() => result.current.setLanguage('fr'));
    expect(result.current.translate('webchat.codes.364')).not.toBe('webchat.codes.364');
  });

  it('throws a clear error outside the provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useChat())).toThrow('useChat must be used inside <ChatProvider>');
    spy.mockRestore();
  });

  it('restores a saved session on mount', async () => {
    const transport = createFakeChatTransport(() => Date.now());
    const store = createCookieSessionStore(createCookieStore());
    const first = renderHook(() => useChat(), { wrapper: wrapper(transport, store) });
    act(() => first.result.current.start({ nickname: 'Ada' }));
    await waitFor(() => expect(first.result.current.isActive).toBe(true));
    first.unmount();
    transport.add('Message', agent, 'while you were away');
    const second = renderHook(() => useChat(), { wrapper: wrapper(transport, store) });
    await waitFor(() => expect(second.result.current.isActive).toBe(true));
    expect(second.result.current.messages.map((m) => [m.text, m.restoring])).toContainEqual([
      'while you were away',
      true,
    ]);
  });
  it('joins the chat of a link in the page URL, then takes the token out of the URL', async () => {
    const transport = createFakeChatTransport(() => Date.now());
    const first = renderHook(() => useChat(), { wrapper: wrapper(transport) });
    act(() => first.result.current.start({ nickname: 'Ada' }));
    await waitFor(() => expect(first.result.current.isActive).toBe(true));
    act(() => first.result.current.createTransferLink(`${location.origin}/help?page=2`));
    const link = first.result.current.shareLink!;
    transport.add('Message', agent, 'see you on your phone');

    history.replaceState(null, '', link.url);
    const second = renderHook(() => useChat(), { wrapper: wrapper(transport) });
    await waitFor(() => expect(second.result.current.isActive).toBe(true));
    expect(second.result.current.messages.map((m) => m.text)).toContain('see you on your phone');
    expect(location.href).toBe(`${location.origin}/help?page=2`);
  });
});

describe('WebChatService on the bus', () => {
  it('starts a chat by bus command and refuses the private poll command', async () => {
    const transport = createFakeChatTransport();
    const { result } = renderHook(() => ({ bus: useBus(), chat: useChat() }), {
      wrapper: wrapper(transport),
    });
    await expect(
      result.current.bus.command('WebChatService.startChat', { nickname: 'Ada' }),
    ).resolves.toEqual({
      session: { chatId: 'chat-1', secureKey: 'key', alias: '1', userId: 'u1' },
    });
    await expect(result.current.bus.command('WebChatService.poll')).rejects.toThrow(
      'Access Denied to private command',
    );
    await expect(result.current.bus.command('WebChatService.restore')).rejects.toThrow(
      'Access Denied to private command',
    );
    await expect(result.current.bus.command('WebChatService.fetchHistory')).rejects.toThrow(
      'Fetching messages history applies to only Asynchronous chat.',
    );
    await expect(
      result.current.bus.command('WebChatService.sendMessage', { message: ' ' }),
    ).rejects.toThrow('No message text provided');
    await expect(
      result.current.bus.command('WebChatService.startChat', { nickname: 'B' }),
    ).rejects.toThrow('There is already an active chat session');
    await expect(
      result.current.bus.command('WebChatService.getSessionData'),
    ).resolves.toMatchObject({
      chatId: 'chat-1',
    });
  });

  it("answers 'This transport doesn't support ...' for what the back end cannot do", async () => {
    const fake = createFakeChatTransport();
    const transport: FakeChatTransport = {
      ...fake,
      capabilities: { ...fake.capabilities, customNotice: false, updateData: false },
    };
    const { result } = renderHook(() => ({ bus: useBus(), chat: useChat() }), {
      wrapper: wrapper(transport),
    });
    await result.current.bus.command('WebChatService.startChat', { nickname: 'Ada' });
    await expect(
      result.current.bus.command('WebChatService.sendCustomNotice', { message: 'hi' }),
    ).rejects.toThrow("This transport doesn't support custom notices");
    await expect(
      result.current.bus.command('WebChatService.updateUserData', { plan: 'gold' }),
    ).rejects.toThrow("This transport doesn't support user data updates");
  });

  it('publishes file and chat-link notifications with what they are about', async () => {
    const transport = createFakeChatTransport();
    const { result } = renderHook(() => ({ bus: useBus(), chat: useChat() }), {
      wrapper: wrapper(transport),
    });
    const published: [string, unknown][] = [];
    result.current.bus.untyped.subscribe('WebChatService.*', (event) =>
      published.push([event.event, event.data]),
    );
    act(() => result.current.chat.start({ nickname: 'Ada' }));
    await waitFor(() => expect(result.current.chat.isActive).toBe(true));

    act(() => result.current.chat.upload(new Blob(['%PDF']), 'terms.pdf'));
    await waitFor(() =>
      expect(published).toContainEqual([
        'WebChatService.fileUploaded',
        expect.objectContaining({
          fileName: 'terms.pdf',
          status: 'done',
          fileId: expect.any(String),
        }),
      ]),
    );
    act(() => result.current.chat.createInviteLink('https://shop.test/help'));
    await waitFor(() =>
      expect(published).toContainEqual([
        'WebChatService.shareLinkCreated',
        result.current.chat.shareLink,
      ]),
    );
  });

  it('rejects a start with the server’s text', async () => {
    const transport = createFakeChatTransport();
    transport.fail('start', { kind: 'unavailable', status: 1 });
    const { result } = renderHook(() => useBus(), { wrapper: wrapper(transport) });
    await expect(
      result.current.command('WebChatService.startChat', { nickname: 'Ada' }),
    ).rejects.toThrow(
      "We're sorry but we cannot start a new chat at this time. Please try again later",
    );
  });
});

function Composer(props: UseChatComposerOptions) {
  const composer = useChatComposer(props);
  const chat = useChat();
  return (
    <div>
      <button type="button" onClick={() => chat.start({ nickname: 'Ada' })}>
        start
      </button>
      <textarea aria-label="Message" {...composer.getInputProps()} />
      <button {...composer.getSendButtonProps()}>Send</button>
      <output>{composer.remaining}</output>
    </div>
  );
}

describe('useChatComposer', () => {
  it('sends on Enter, breaks lines on Shift+Enter, and reports typing', async () => {
    const transport = createFakeChatTransport();
    const view = render(<Composer />, { wrapper: wrapper(transport) });
    const input = view.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
    const send = view.getByRole('button', { name: 'Send' });
    expect(input.disabled).toBe(true);
    fireEvent.click(view.getByRole('button', { name: 'start' }));
    await waitFor(() => expect(input.disabled).toBe(false));
    expect(send).toHaveProperty('disabled', true);
    fireEvent.change(input, { target: { value: 'hello' } });
    expect(send).toHaveProperty('disabled', false);
    expect(view.getByRole('status').textContent).toBe('495');
    await waitFor(() => expect(transport.calls.some((call) => call.call === 'typing')).toBe(true));
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
    expect(input.value).toBe('hello');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(input.value).toBe('');
    await waitFor(() => expect(transport.transcript.map((m) => m.text)).toContain('hello'));
  });
});

describe('useChatComposer over the limit', () => {
  it('keeps a draft longer than the chat takes whole, and will not send it until shortened', async () => {
    const transport = createFakeChatTransport();
    // This file does not unmount between tests: queries stay inside this render.
    const rendered = render(<Composer draftStorage={null} />, { wrapper: wrapper(transport) });
    const view = within(rendered.container);
    const input = view.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
    fireEvent.click(view.getByRole('button', { name: 'start' }));
    await waitFor(() => expect(input.disabled).toBe(false));
    expect(input.hasAttribute('maxlength')).toBe(false);
    const pasted = 'y'.repeat(510);
    fireEvent.change(input, { target: { value: pasted } });
    expect(input.value).toBe(pasted);
    expect(view.getByRole('status').textContent).toBe('-10');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(view.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(input.value).toBe(pasted);
    fireEvent.change(input, { target: { value: pasted.slice(10) } });
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() =>
      expect(transport.transcript.map((m) => m.text)).toContain(pasted.slice(10)),
    );
  });
});

describe('useChatComposer draft', () => {
  // Without global test hooks nothing unmounts by itself, so every query stays inside its own render.
  const mount = (ui: ReactElement, options: Parameters<typeof render>[1]) => {
    const rendered = render(ui, options);
    return Object.assign(within(rendered.container), { unmount: rendered.unmount });
  };
  const messageBox = (view: ReturnType<typeof mount>) =>
    view.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
  const startAndType = async (view: ReturnType<typeof mount>, text: string) => {
    const input = messageBox(view);
    fireEvent.click(view.getByRole('button', { name: 'start' }));
    await waitFor(() => expect(input.disabled).toBe(false));
    fireEvent.change(input, { target: { value: text } });
  };

  it('is still in the box after a reload that restores the chat, and is sent once', async () => {
    sessionStorage.clear();
    const transport = createFakeChatTransport(() => Date.now());
    const store = createCookieSessionStore(createCookieStore());
    const first = mount(<Composer />, { wrapper: wrapper(transport, store) });
    await startAndType(first, 'half a thought');
    first.unmount();

    const second = mount(<Composer />, { wrapper: wrapper(transport, store) });
    const input = messageBox(second);
    await waitFor(() => expect(input.value).toBe('half a thought'));
    expect(input.disabled).toBe(false);
    expect(sessionStorage.getItem(chatDraftKey)).not.toContain('key');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(input.value).toBe('');
    await waitFor(() =>
      expect(transport.transcript.filter((m) => m.text === 'half a thought')).toHaveLength(1),
    );
    expect(sessionStorage.getItem(chatDraftKey)).toBeNull();
    second.unmount();

    const third = mount(<Composer />, { wrapper: wrapper(transport, store) });
    const again = messageBox(third);
    await waitFor(() => expect(again.disabled).toBe(false));
    expect(again.value).toBe('');
  });

  it('comes back only into the chat it was typed in, and not at all with draftStorage null', async () => {
    sessionStorage.clear();
    sessionStorage.setItem(chatDraftKey, JSON.stringify({ chat: 'another chat', text: 'old' }));
    const view = mount(<Composer />, { wrapper: wrapper(createFakeChatTransport()) });
    await startAndType(view, '');
    expect(messageBox(view).value).toBe('');
    view.unmount();

    sessionStorage.clear();
    const transport = createFakeChatTransport(() => Date.now());
    const store = createCookieSessionStore(createCookieStore());
    const memoryOnly = mount(<Composer draftStorage={null} />, {
      wrapper: wrapper(transport, store),
    });
    await startAndType(memoryOnly, 'not kept');
    expect(sessionStorage.length).toBe(0);
    memoryOnly.unmount();
    const reloaded = mount(<Composer draftStorage={null} />, {
      wrapper: wrapper(transport, store),
    });
    const input = messageBox(reloaded);
    await waitFor(() => expect(input.disabled).toBe(false));
    expect(input.value).toBe('');
  });
});

describe('useChatComposer typing policy', () => {
  it("checks and stops typing at the back end's own pace", async () => {
    const fake = createFakeChatTransport();
    // Far quicker than the default 2000 ms stop, so only the transport's policy can explain it.
    const transport: FakeChatTransport = { ...fake, typingPolicy: { tick: 20, stop: 150 } };
    const view = within(render(<Composer />, { wrapper: wrapper(transport) }).container);
    const input = view.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
    fireEvent.click(view.getByRole('button', { name: 'start' }));
    await waitFor(() => expect(input.disabled).toBe(false));
    const startedAt = Date.now();
    fireEvent.change(input, { target: { value: 'hel' } });
    await waitFor(
      () =>
        expect(
          fake.calls.filter((call) => call.call === 'typing').map((call) => call.text),
        ).toEqual(['true', 'false']),
      { timeout: 1500 },
    );
    expect(Date.now() - startedAt).toBeLessThan(1500);
  });
});

function Field(props: { form: UseChatFormReturn; field: ChatFormField; label: string }) {
  const { form, field, label } = props;
  const error = form.errorOf(field);
  const errorId = `${field}-error`;
  return (
    <>
      <input
        aria-label={label}
        {...form.getFieldProps(field, { 'aria-describedby': error ? errorId : undefined })}
      />
      {error && <p id={errorId}>{error.key}</p>}
    </>
  );
}

function Form() {
  const form = useChatForm();
  const chat = useChat();
  return (
    <form aria-label="Start chat" {...form.getFormProps()}>
      <Field form={form} field="firstname" label="First Name" />
      <Field form={form} field="email" label="Email" />
      <button type="submit">Start Chat</button>
      <p>{chat.status}</p>
    </form>
  );
}

describe('useChatForm', () => {
  it('starts the chat with the mapped fields and marks server field errors', async () => {
    const transport = createFakeChatTransport();
    transport.fail('start', { kind: 'rejected', status: 400, errors: [{ code: 364 }] });
    const view = render(<Form />, { wrapper: wrapper(transport) });
    const first = view.getByRole('textbox', { name: 'First Name' });
    const email = view.getByRole('textbox', { name: 'Email' });
    expect(first).toHaveProperty('maxLength', 100);
    fireEvent.change(first, { target: { value: ' Ada ' } });
    fireEvent.change(email, { target: { value: 'not-an-email' } });
    fireEvent.click(view.getByRole('button', { name: 'Start Chat' }));
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(first.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(view.getByRole('button', { name: 'Start Chat' }));
    await waitFor(() => expect(view.getByText('active')).toBeTruthy());
    expect(transport.calls.filter((call) => call.call === 'start')).toHaveLength(2);
  });

  it("clears a field's server error when the visitor changes it, and only that field's", async () => {
    const transport = createFakeChatTransport();
    transport.fail(
      'start',
      { kind: 'rejected', status: 400, errors: [{ code: 364 }, { code: 102 }] },
      { kind: 'rejected', status: 400, errors: [{ code: 364 }] },
    );
    const { container } = render(<Form />, { wrapper: wrapper(transport) });
    const view = within(container);
    const first = view.getByRole('textbox', { name: 'First Name' });
    const email = view.getByRole('textbox', { name: 'Email' });
    const errorText = (field: ChatFormField) => container.querySelector(`#${field}-error`);
    fireEvent.change(email, { target: { value: 'not-an-email' } });
    fireEvent.click(view.getByRole('button', { name: 'Start Chat' }));
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(errorText('email')).not.toBeNull();
    expect(first.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(email, { target: { value: 'good@example.com' } });
    expect(email.getAttribute('aria-invalid')).toBeNull();
    expect(email.dataset.state).toBe('valid');
    expect(email.getAttribute('aria-describedby')).toBeNull();
    expect(errorText('email')).toBeNull();
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(errorText('firstname')).not.toBeNull();

    // The next refused start marks the field again.
    fireEvent.change(first, { target: { value: 'Ada' } });
    fireEvent.click(view.getByRole('button', { name: 'Start Chat' }));
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(first.getAttribute('aria-invalid')).toBeNull();
  });
});

describe('useChatForm prefilled', () => {
  it('starts with the default values, and setValue changes a field from code', async () => {
    const transport = createFakeChatTransport();
    const { result } = renderHook(
      () => ({ form: useChatForm({ defaultValues: { firstname: 'Grace' } }), chat: useChat() }),
      { wrapper: wrapper(transport) },
    );
    expect(result.current.form.getFieldProps('firstname').value).toBe('Grace');
    act(() => result.current.form.setValue('subject', 'Billing'));
    expect(result.current.form.values).toEqual({ firstname: 'Grace', subject: 'Billing' });
    act(() => result.current.form.submit());
    await waitFor(() => expect(result.current.chat.isActive).toBe(true));
    expect(transport.transcript[0]).toMatchObject({
      type: 'ParticipantJoined',
      from: { name: 'Grace' },
    });
  });

  it("clears a field's server error when setValue changes it, and only that field's", async () => {
    const transport = createFakeChatTransport();
    transport.fail('start', {
      kind: 'rejected',
      status: 400,
      errors: [{ code: 364 }, { code: 102 }],
    });
    const { result } = renderHook(
      () => ({ form: useChatForm({ defaultValues: { email: 'ada@' } }), chat: useChat() }),
      { wrapper: wrapper(transport) },
    );
    act(() => result.current.form.submit());
    await waitFor(() =>
      expect(result.current.form.getFieldProps('email')['aria-invalid']).toBe(true),
    );
    act(() => result.current.form.setValue('email', 'ada@'));
    expect(result.current.form.errorOf('email')).toBeDefined();

    act(() => result.current.form.setValue('email', 'good@example.com'));
    expect(result.current.form.getFieldProps('email')['aria-invalid']).toBeUndefined();
    expect(result.current.form.getFieldProps('email')['data-state']).toBe('valid');
    expect(result.current.form.errorOf('email')).toBeUndefined();
    expect(result.current.form.getFieldProps('firstname')['aria-invalid']).toBe(true);
    expect(result.current.form.errorOf('firstname')).toBeDefined();
  });
});

describe('useChat for a UI of your own', () => {
  async function activeChat() {
    const transport = createFakeChatTransport();
    const hook = renderHook(() => useChat(), { wrapper: wrapper(transport) });
    act(() => hook.result.current.start({ nickname: 'Ada' }));
    await waitFor(() => expect(hook.result.current.isActive).toBe(true));
    return { transport, result: hook.result };
  }

  it('merges your props into the transcript and file input props, your handler first', async () => {
    const { transport, result } = await activeChat();
    const transcript = result.current.getTranscriptProps({ className: 'mine', role: 'list' });
    expect(transcript).toMatchObject({
      'data-part': 'transcript',
      className: 'mine',
      role: 'list',
    });
    expect(transcript['aria-live']).toBe('polite');

    const order: string[] = [];
    const input = document.createElement('input');
    input.type = 'file';
    const file = new File(['png'], 'photo.png', { type: 'image/png' });
    Object.defineProperty(input, 'files', { value: [file] });
    const props = result.current.getFileInputProps({
      onChange: (_event: { currentTarget: HTMLInputElement }) => {
        order.push('yours');
      },
    });
    act(() => props.onChange({ currentTarget: input }));
    order.push('upload sent');
    await waitFor(() =>
      expect(transport.calls).toContainEqual({ call: 'upload', text: 'photo.png' }),
    );
    expect(order).toEqual(['yours', 'upload sent']);
    const accept: string | undefined = result.current.getFileInputProps().accept;
    expect(accept).toBe('.png,.pdf');
  });

  it('tells the back end the visitor types, and stops', async () => {
    const { transport, result } = await activeChat();
    act(() => result.current.setTyping(true, 'Hel'));
    await waitFor(() => expect(transport.calls).toContainEqual({ call: 'typing', text: 'true' }));
    act(() => result.current.setTyping(false));
    await waitFor(() => expect(transport.calls).toContainEqual({ call: 'typing', text: 'false' }));
  });

  it('downloads a file with the session’s form POST into a hidden frame', async () => {
    const { result } = await activeChat();
    const submitted: { action: string; method: string; target: string }[] = [];
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
      this: HTMLFormElement,
    ) {
      submitted.push({ action: this.action, method: this.method, target: this.target });
    });
    try {
      expect(result.current.download('f-9')).toBe(true);
    } finally {
      submit.mockRestore();
    }
    expect(submitted).toEqual([
      {
        action: expect.stringMatching(/\/file\/f-9\/download$/),
        method: expect.stringMatching(/^post$/i),
        target: 'cx-transcript-download',
      },
    ]);
    expect(
      document.querySelector('iframe[name="cx-transcript-download"]')?.hasAttribute('hidden'),
    ).toBe(true);
    expect(document.querySelector('form[target="cx-transcript-download"]')).toBeNull();
  });
});
