import { useChat } from '@cxkit/headless/react/chat';
import { createTranslator } from '@cxkit/headless/services';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createFakeChatTransport,
  type FakeChatTransport,
} from '../../../../headless/machines/testing/fake-chat-transport';
import { chatWrapper } from '../../../../headless/react/chat.test-support';
import { ShellContext } from '../../shell/shell-context';
import { ChatInput } from '../chat-input';
import { ActionsMenu, type ActionsMenuProps } from './actions-menu';
import { actionsMenuTexts } from './actions-menu.texts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const agent = { id: '2', type: 'Agent' as const, name: 'Anna' };
const bot = { id: '3', type: 'Bot' as const, name: 'Bot' };

/** The menu (in a message bar, or alone) on a chat that buttons start and poll. */
function Harness({ inInput = false, ...props }: ActionsMenuProps & { inInput?: boolean }) {
  const chat = useChat();
  return (
    <>
      <button type="button" onClick={() => chat.start({ nickname: 'Ada' })}>
        start
      </button>
      <button type="button" onClick={() => chat.send({ type: 'poll.now' })}>
        poll
      </button>
      {inInput ? <ChatInput actions={<ActionsMenu {...props} />} /> : <ActionsMenu {...props} />}
      <span data-testid="status">{chat.status}</span>
    </>
  );
}

async function renderMenu(
  props: ActionsMenuProps & { inInput?: boolean } = {},
  transport: FakeChatTransport = createFakeChatTransport(),
) {
  const view = render(<Harness {...props} />, { wrapper: chatWrapper(transport) });
  const trigger = screen.getByRole('button', { name: 'Chat actions' }) as HTMLButtonElement;
  fireEvent.click(screen.getByRole('button', { name: 'start' }));
  await waitFor(() => expect(trigger.disabled).toBe(false));
  // The file limits are read once the chat is active.
  await waitFor(() => expect(transport.calls.some((call) => call.call === 'limits')).toBe(true));
  return { view, trigger, transport };
}

async function connect(transport: FakeChatTransport, who: typeof agent | typeof bot = agent) {
  transport.add('ParticipantJoined', who);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'poll' })));
}

const focused = () => document.activeElement as HTMLElement;
const menuItemNames = () =>
  within(screen.getByRole('menu'))
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

describe('ActionsMenu', () => {
  it('is a menu button, disabled until the chat is active', async () => {
    render(<Harness />, { wrapper: chatWrapper(createFakeChatTransport()) });
    const trigger = screen.getByRole('button', { name: 'Chat actions' }) as HTMLButtonElement;
    expect(trigger.disabled).toBe(true);
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'start' }));
    await waitFor(() => expect(trigger.disabled).toBe(false));
  });

  it('opens on click with the first item focused, and closes on a second click', async () => {
    const { trigger } = await renderMenu();
    fireEvent.click(trigger);
    const menu = screen.getByRole('menu', { name: 'Chat actions' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(trigger.getAttribute('aria-controls')).toBe(menu.id);
    expect(within(menu).getByRole('group', { name: 'Emoji' })).toBeTruthy();
    expect(focused()).toBe(screen.getByRole('menuitem', { name: 'Smile' }));
    fireEvent.click(trigger);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('follows the menu button keyboard pattern: arrows, Home, End, Escape and focus return', async () => {
    const { trigger } = await renderMenu();
    trigger.focus();
    fireEvent.keyDown(trigger, { key: 'ArrowUp' });
    expect(focused()).toBe(screen.getByRole('menuitem', { name: 'Send a file' }));
    fireEvent.keyDown(focused(), { key: 'ArrowDown' });
    expect(focused()).toBe(screen.getByRole('menuitem', { name: 'Smile' }));
    fireEvent.keyDown(focused(), { key: 'ArrowDown' });
    expect(focused()).toBe(screen.getByRole('menuitem', { name: 'Sad' }));
    fireEvent.keyDown(focused(), { key: 'ArrowUp' });
    fireEvent.keyDown(focused(), { key: 'ArrowUp' });
    expect(focused()).toBe(screen.getByRole('menuitem', { name: 'Send a file' }));
    fireEvent.keyDown(focused(), { key: 'Home' });
    expect(focused()).toBe(screen.getByRole('menuitem', { name: 'Smile' }));
    fireEvent.keyDown(focused(), { key: 'End' });
    expect(focused()).toBe(screen.getByRole('menuitem', { name: 'Send a file' }));
    fireEvent.keyDown(focused(), { key: 't' });
    expect(focused()).toBe(screen.getByRole('menuitem', { name: 'Thumbs up' }));
    fireEvent.keyDown(focused(), { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(focused()).toBe(trigger);
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    expect(focused()).toBe(screen.getByRole('menuitem', { name: 'Smile' }));
  });

  it('closes on Tab and when the focus leaves it, without taking the focus back', async () => {
    const { trigger } = await renderMenu();
    fireEvent.click(trigger);
    fireEvent.keyDown(focused(), { key: 'Tab' });
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(trigger);
    const outside = screen.getByRole('button', { name: 'poll' });
    act(() => outside.focus());
    expect(screen.queryByRole('menu')).toBeNull();
    expect(focused()).toBe(outside);
  });

  it('inserts a picked emoji into the message at the caret and focuses the message', async () => {
    const onEmojiSelect = vi.fn();
    const { trigger } = await renderMenu({ inInput: true, onEmojiSelect });
    const message = screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
    fireEvent.change(message, { target: { value: 'Thanks!' } });
    message.setSelectionRange(6, 6);
    fireEvent.click(trigger);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Smile' }));
    expect(onEmojiSelect).toHaveBeenCalledWith({ emoji: '🙂' });
    expect(message.value).toBe('Thanks🙂!');
    expect(focused()).toBe(message);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
  });

  it('outside a message bar reports the emoji and returns the focus to the button', async () => {
    const onEmojiSelect = vi.fn();
    const { trigger } = await renderMenu({ onEmojiSelect });
    fireEvent.click(trigger);
    fireEvent.keyDown(focused(), { key: 'End' });
    fireEvent.keyDown(focused(), { key: 'ArrowUp' });
    fireEvent.click(focused());
    expect(onEmojiSelect).toHaveBeenCalledWith({ emoji: '👍' });
    expect(focused()).toBe(trigger);
  });

  it('uploads a file through the hidden file input, limited to the accepted types', async () => {
    const transport = createFakeChatTransport();
    // The upload stays on the wire: what follows its answer is the chat session's business.
    const sent: { name: string; size: number }[] = [];
    transport.upload = (_session, file, fileName) => {
      sent.push({ name: fileName, size: file.size });
      return new Promise(() => undefined);
    };
    const { view, trigger } = await renderMenu({}, transport);
    const fileInput = view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(fileInput.hidden).toBe(true);
    await waitFor(() => expect(fileInput.accept).toBe('.png,.pdf'));
    const pick = vi.spyOn(fileInput, 'click').mockImplementation(() => undefined);
    fireEvent.click(trigger);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Send a file' }));
    expect(pick).toHaveBeenCalledOnce();
    expect(focused()).toBe(trigger);
    const file = new File(['image'], 'photo.png', { type: 'image/png' });
    fireEvent.change(fileInput, { target: { files: [file] } });
    await waitFor(() => expect(sent).toEqual([{ name: 'photo.png', size: 5 }]));
    expect(fileInput.value).toBe('');
  });

  it('disables the upload until an agent joins when the limits need one', async () => {
    const transport = createFakeChatTransport();
    transport.limits.needAgent = true;
    const { view, trigger } = await renderMenu({}, transport);
    const fileInput = view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
    const pick = vi.spyOn(fileInput, 'click').mockImplementation(() => undefined);
    fireEvent.click(trigger);
    let upload = screen.getByRole('menuitem', { name: 'Send a file' });
    await waitFor(() => expect(upload.getAttribute('aria-disabled')).toBe('true'));
    expect(document.getElementById(upload.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Files can be sent once an agent has joined the chat',
    );
    fireEvent.click(upload);
    expect(pick).not.toHaveBeenCalled();
    expect(screen.getByRole('menu')).toBeTruthy();
    await connect(transport);
    upload = screen.getByRole('menuitem', { name: 'Send a file' });
    expect(upload.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(upload);
    expect(pick).toHaveBeenCalledOnce();
  });

  it('offers co-browse only while an agent is connected and co-browse is available', async () => {
    const onCobrowseStart = vi.fn();
    const { trigger, transport } = await renderMenu({ cobrowseAvailable: true, onCobrowseStart });
    fireEvent.click(trigger);
    expect(menuItemNames()).not.toContain('Start co-browse');
    await connect(transport, bot);
    expect(menuItemNames()).not.toContain('Start co-browse');
    await connect(transport, agent);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Start co-browse' }));
    expect(onCobrowseStart).toHaveBeenCalledOnce();
    expect(focused()).toBe(trigger);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('hides co-browse when it is not available, and stops a running one', async () => {
    const transport = createFakeChatTransport();
    const onCobrowseStop = vi.fn();
    const { trigger, view } = await renderMenu({}, transport);
    await connect(transport);
    fireEvent.click(trigger);
    expect(menuItemNames()).toEqual(['🙂', '🙁', '👍', 'Send a file']);
    view.rerender(<Harness cobrowseAvailable cobrowseActive onCobrowseStop={onCobrowseStop} />);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Stop co-browse' }));
    expect(onCobrowseStop).toHaveBeenCalledOnce();
  });

  it('offers only what the page allows, and is not there when it would offer nothing', async () => {
    const transport = createFakeChatTransport();
    const { trigger, view } = await renderMenu({ emojis: false }, transport);
    await connect(transport);
    fireEvent.click(trigger);
    expect(menuItemNames()).toEqual(['Send a file']);
    view.rerender(<Harness emojis={false} uploads={false} cobrowseAvailable />);
    expect(menuItemNames()).toEqual(['Start co-browse']);
    expect(view.container.querySelector('input[type="file"]')).toBeNull();
    view.rerender(<Harness emojis={false} uploads={false} />);
    expect(screen.queryByRole('button', { name: 'Chat actions' })).toBeNull();
    view.rerender(<Harness uploads={false} />);
    expect(screen.getByRole('button', { name: 'Chat actions' })).toBeTruthy();
    expect(menuItemNames()).toEqual(['🙂', '🙁', '👍']);
  });

  it('can be controlled', async () => {
    const onOpenChange = vi.fn();
    const { trigger, view } = await renderMenu({ open: false, onOpenChange });
    fireEvent.click(trigger);
    expect(onOpenChange).toHaveBeenCalledWith({ open: true });
    expect(screen.queryByRole('menu')).toBeNull();
    view.rerender(<Harness open onOpenChange={onOpenChange} />);
    expect(screen.getByRole('menu')).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('menuitem', { name: 'Smile' }), { key: 'Escape' });
    expect(onOpenChange).toHaveBeenLastCalledWith({ open: false });
  });

  it('reads its texts in the active language', async () => {
    expect(Object.keys(actionsMenuTexts.fr).sort()).toEqual(
      Object.keys(actionsMenuTexts.en).sort(),
    );
    function French({ children }: { children: ReactNode }) {
      return (
        <ShellContext
          value={{
            translate: createTranslator(actionsMenuTexts.fr),
            isMobile: false,
            language: 'fr',
          }}
        >
          {children}
        </ShellContext>
      );
    }
    render(
      <French>
        <Harness defaultOpen />
      </French>,
      { wrapper: chatWrapper(createFakeChatTransport()) },
    );
    fireEvent.click(screen.getByRole('button', { name: 'start' }));
    expect(await screen.findByRole('menu', { name: 'Actions du chat' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Envoyer un fichier' })).toBeTruthy();
  });
});
