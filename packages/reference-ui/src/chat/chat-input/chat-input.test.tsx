import { useChat } from '@cxkit/headless/react/chat';
import { createTranslator, en } from '@cxkit/headless/services';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { useContext, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createFakeChatTransport,
  type FakeChatTransport,
} from '../../../../headless/machines/testing/fake-chat-transport';
import { chatWrapper } from '../../../../headless/react/chat.test-support';
import { ShellContext } from '../../shell/shell-context';
import { ChatInput, type ChatInputProps } from './chat-input';
import { ChatInputContext } from './chat-input.context';
import { chatInputTexts } from './chat-input.texts';

afterEach(cleanup);

/** The input on a chat that a button starts. */
function Harness(props: ChatInputProps) {
  const chat = useChat();
  return (
    <>
      <button type="button" onClick={() => chat.start({ nickname: 'Ada' })}>
        start
      </button>
      <ChatInput {...props} />
    </>
  );
}

function shell(isMobile: boolean, translate = createTranslator(en)) {
  return function Shell({ children }: { children: ReactNode }) {
    return <ShellContext value={{ translate, isMobile, language: 'en' }}>{children}</ShellContext>;
  };
}

async function renderActive(
  props: ChatInputProps = {},
  transport: FakeChatTransport = createFakeChatTransport(),
  isMobile = false,
) {
  const Shell = shell(isMobile);
  const view = render(
    <Shell>
      <Harness {...props} />
    </Shell>,
    { wrapper: chatWrapper(transport) },
  );
  const input = screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
  fireEvent.click(screen.getByRole('button', { name: 'start' }));
  await waitFor(() => expect(input.disabled).toBe(false));
  return { view, input, transport };
}

const type = (input: HTMLTextAreaElement, value: string) =>
  fireEvent.change(input, { target: { value } });

describe('ChatInput', () => {
  it('names the textarea Message and disables it until the chat is active', async () => {
    const transport = createFakeChatTransport();
    render(<Harness />, { wrapper: chatWrapper(transport) });
    const input = screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
    expect(input.disabled).toBe(true);
    expect(input.dataset.state).toBe('disabled');
    fireEvent.click(screen.getByRole('button', { name: 'start' }));
    await waitFor(() => expect(input.disabled).toBe(false));
    expect(input.dataset.state).toBe('enabled');
    // No maxlength: a browser would cut a pasted text without a word.
    expect(input.hasAttribute('maxlength')).toBe(false);
  });

  it('keeps a pasted text longer than the limit whole, says why it cannot go, and sends it once shortened', async () => {
    const { input, transport } = await renderActive();
    const long = 'x'.repeat(505);
    type(input, long);
    expect(input.value).toBe(long);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const counter = document.querySelector<HTMLElement>('[data-part="counter"]')!;
    expect(counter.textContent).toBe('-5');
    expect(counter.dataset.state).toBe('over');
    const text = 'Message length exceeds configured threshold of (500) characters';
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe(
      text,
    );
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(text));
    const send = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(transport.calls.filter((call) => call.call === 'send')).toEqual([]);
    expect(input.value).toBe(long);

    type(input, long.slice(0, 500));
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() =>
      expect(transport.calls.filter((call) => call.call === 'send')).toHaveLength(1),
    );
    expect(input.value).toBe('');
  });

  it('grows to 11 lines on desktop and 8 on mobile, with the mobile layout for 16 px text', async () => {
    const desktop = await renderActive();
    expect(desktop.input.style.getPropertyValue('--cx-input-max-lines')).toBe('11');
    expect(desktop.input.dataset.layout).toBe('desktop');
    cleanup();
    const mobile = await renderActive({}, createFakeChatTransport(), true);
    expect(mobile.input.style.getPropertyValue('--cx-input-max-lines')).toBe('8');
    expect(mobile.input.dataset.layout).toBe('mobile');
    cleanup();
    const forced = await renderActive({ mobile: false }, createFakeChatTransport(), true);
    expect(forced.input.style.getPropertyValue('--cx-input-max-lines')).toBe('11');
  });

  it('sets the mobile text to at least 16 px in its stylesheet (no zoom on iOS)', () => {
    const stylesheet = readFileSync(
      join(dirname(fileURLToPath(import.meta.url)), 'chat-input.css'),
      'utf8',
    );
    const rule = /\[data-layout='mobile'\]\s*\{([^}]*)\}/.exec(stylesheet);
    expect(rule?.[1]).toMatch(/font-size:\s*max\(16px,/);
    // The line limit, and in a short window a share of the chat's height (browser test: 'a long draft').
    expect(stylesheet).toMatch(
      /max-height:\s*min\(\s*calc\(var\(--cx-input-max-lines, 11\) \* 1lh[^;]*,\s*max\(50cqh, 100cqh - 8rem\) - [^;]*\)/,
    );
  });

  it('shows the Send button only while there is text', async () => {
    const { input } = await renderActive();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    type(input, '   ');
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    type(input, 'hello');
    expect(screen.getByRole('button', { name: 'Send' }).dataset.state).toBe('ready');
    type(input, '');
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });

  it('sends with the Send button, clears the text and keeps the focus in the message', async () => {
    const { input, transport } = await renderActive();
    type(input, 'Where is my order?');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(input.value).toBe('');
    expect(document.activeElement).toBe(input);
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    await waitFor(() =>
      expect(transport.transcript.map((message) => message.text)).toContain('Where is my order?'),
    );
  });

  it('sends on Enter and keeps Shift+Enter for a new line', async () => {
    const { input, transport } = await renderActive();
    type(input, 'first line');
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
    expect(input.value).toBe('first line');
    expect(transport.calls.some((call) => call.call === 'send')).toBe(false);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(input.value).toBe('');
    await waitFor(() =>
      expect(transport.transcript.map((message) => message.text)).toContain('first line'),
    );
  });

  it('counts the characters left and warns at 10 or fewer', async () => {
    const { view, input } = await renderActive();
    const counter = view.container.querySelector<HTMLElement>('[data-part="counter"]')!;
    expect(counter.textContent).toBe('500');
    expect(input.getAttribute('aria-describedby')).toBeTruthy();
    const description = document.getElementById(input.getAttribute('aria-describedby')!)!;
    expect(description.textContent).toBe('500 characters left');
    type(input, 'a'.repeat(489));
    expect(counter.textContent).toBe('11');
    expect(counter.dataset.state).toBe('normal');
    type(input, 'a'.repeat(490));
    expect(counter.textContent).toBe('10');
    expect(counter.dataset.state).toBe('warning');
    type(input, 'a'.repeat(499));
    expect(description.textContent).toBe('1 character left');
  });

  it('without the counter, shows and says the count only once the limit is reached or passed', async () => {
    const { view, input } = await renderActive({ counter: false });
    const counter = () => view.container.querySelector<HTMLElement>('[data-part="counter"]');
    const status = screen.getByRole('status');
    expect(counter()).toBeNull();
    type(input, 'a'.repeat(495));
    expect(counter()).toBeNull();
    expect(status.textContent).toBe('');
    type(input, 'a'.repeat(500));
    expect(counter()?.textContent).toBe('0');
    expect(status.textContent).toBe('No characters left');
    type(input, 'a'.repeat(510));
    expect(counter()?.dataset.state).toBe('over');
    expect(status.textContent).toBe(
      'Message length exceeds configured threshold of (500) characters',
    );
    type(input, 'a'.repeat(20));
    expect(counter()).toBeNull();
  });

  it('announces the warning politely once per level, not on every keystroke', async () => {
    const { input } = await renderActive();
    const status = screen.getByRole('status');
    type(input, 'a'.repeat(480));
    expect(status.textContent).toBe('');
    type(input, 'a'.repeat(490));
    expect(status.textContent).toBe('10 characters left');
    type(input, 'a'.repeat(493));
    expect(status.textContent).toBe('10 characters left');
    type(input, 'a'.repeat(500));
    expect(status.textContent).toBe('No characters left');
    type(input, 'a'.repeat(600));
    expect(input.value).toHaveLength(600);
    expect(status.textContent).toBe(
      'Message length exceeds configured threshold of (500) characters',
    );
    type(input, 'a'.repeat(300));
    expect(status.textContent).toBe('');
  });

  it('lets the actions slot insert text at the caret and focus the message', async () => {
    function Insert() {
      const context = useContext(ChatInputContext);
      return (
        <button type="button" onClick={() => context?.insertText(',')}>
          comma
        </button>
      );
    }
    const { input } = await renderActive({ actions: <Insert /> });
    type(input, 'Hello world');
    input.setSelectionRange(5, 5);
    fireEvent.click(screen.getByRole('button', { name: 'comma' }));
    expect(input.value).toBe('Hello, world');
    expect(document.activeElement).toBe(input);
    expect(input.selectionStart).toBe(6);
  });

  it('follows a controlled draft', async () => {
    const changes: string[] = [];
    const { input } = await renderActive({
      value: 'draft',
      onValueChange: ({ value }) => changes.push(value),
    });
    expect(input.value).toBe('draft');
    type(input, 'draft 2');
    expect(changes).toEqual(['draft 2']);
    expect(input.value).toBe('draft');
  });

  it('reads its texts in the active language', async () => {
    expect(Object.keys(chatInputTexts.fr).sort()).toEqual(Object.keys(chatInputTexts.en).sort());
    const Shell = shell(false, createTranslator(chatInputTexts.fr));
    render(
      <Shell>
        <Harness defaultValue="Bonjour" />
      </Shell>,
      { wrapper: chatWrapper(createFakeChatTransport()) },
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'start' })));
    expect(screen.getByRole('textbox', { name: 'Message' }).getAttribute('placeholder')).toBe(
      'Saisissez votre message',
    );
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeTruthy();
  });
});
