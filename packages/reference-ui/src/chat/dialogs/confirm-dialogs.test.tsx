import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AsyncCloseDialog, CloseWindowDialog, EndChatDialog } from './confirm-dialogs';
import { InFrench, Opener } from './dialogs.test-support';

afterEach(cleanup);

function description(dialog: HTMLElement): string | null | undefined {
  return document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent;
}

describe('EndChatDialog', () => {
  it('asks in an alert dialog named End chat, with Cancel focused and End chat', () => {
    render(<EndChatDialog onConfirm={vi.fn()} onCancel={vi.fn()} />);
    const dialog = screen.getByRole('alertdialog', { name: 'End chat' });
    expect(dialog.dataset.kind).toBe('end-chat');
    expect(description(dialog)).toBe('Are you sure you want to end this chat?');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'End chat' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close dialog' })).toBeNull();
  });

  it('calls onConfirm on End chat and onCancel on Cancel and Escape', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<EndChatDialog onConfirm={onConfirm} onCancel={onCancel} />);
    fireEvent.click(screen.getByRole('button', { name: 'End chat' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('returns focus to the opener once the parent stops rendering it', () => {
    render(<Opener render={(close) => <EndChatDialog onConfirm={close} onCancel={close} />} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('speaks the app language', () => {
    render(
      <InFrench>
        <EndChatDialog onConfirm={vi.fn()} onCancel={vi.fn()} />
      </InFrench>,
    );
    expect(screen.getByRole('alertdialog', { name: 'Terminer le chat' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Terminer le chat' })).toBeTruthy();
  });
});

describe('CloseWindowDialog', () => {
  it('asks with Cancel and Close, and calls back', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<CloseWindowDialog onConfirm={onConfirm} onCancel={onCancel} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Close chat window' });
    expect(description(dialog)).toBe('Are you sure you want to close the chat window?');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
  });
});

describe('AsyncCloseDialog', () => {
  it('offers End Chat and Close Window', () => {
    const onEndChat = vi.fn();
    const onCloseWindow = vi.fn();
    const onCancel = vi.fn();
    render(
      <AsyncCloseDialog onEndChat={onEndChat} onCloseWindow={onCloseWindow} onCancel={onCancel} />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Close chat' });
    expect(description(dialog)).toMatch(/continue the conversation later/);

    fireEvent.click(screen.getByRole('button', { name: 'End Chat' }));
    expect(onEndChat).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close Window' }));
    expect(onCloseWindow).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('starts on Close Window and cancels with its close button or Escape', () => {
    const onCancel = vi.fn();
    render(<AsyncCloseDialog onEndChat={vi.fn()} onCloseWindow={vi.fn()} onCancel={onCancel} />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close Window' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close dialog' }));
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(2);
  });
});
