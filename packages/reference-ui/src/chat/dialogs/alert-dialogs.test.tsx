import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorDialog, FileUploadFailedDialog, StartErrorDialog } from './alert-dialogs';
import { InFrench } from './dialogs.test-support';

afterEach(cleanup);

describe('ErrorDialog', () => {
  it('shows the generic error text by default, with OK focused', () => {
    render(<ErrorDialog onConfirm={vi.fn()} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Something went wrong' });
    expect(within(dialog).getByText('An unexpected error occurred')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it("shows a chat error's catalogue text with its values", () => {
    const { rerender } = render(
      <ErrorDialog error={{ key: 'webchat.errors.AgentUnavailable' }} onConfirm={vi.fn()} />,
    );
    expect(screen.getByText('Sorry. There are no agents available. Please try later')).toBeTruthy();
    rerender(
      <ErrorDialog
        error={{ key: 'webchat.codes.201', values: { advice: 3 } }}
        onConfirm={vi.fn()}
      />,
    );
    expect(screen.getByText('Maximum number of attached files exceeded (3)')).toBeTruthy();
  });

  it('calls onConfirm on OK and Escape', () => {
    const onConfirm = vi.fn();
    render(<ErrorDialog onConfirm={onConfirm} />);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });
});

describe('StartErrorDialog', () => {
  it("says the spec's start error text, with OK", () => {
    const onConfirm = vi.fn();
    render(<StartErrorDialog onConfirm={onConfirm} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Chat could not start' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      within(dialog).getByText('There was a problem starting the chat session. Please Retry.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('speaks French in a French app', () => {
    render(
      <InFrench>
        <StartErrorDialog onConfirm={vi.fn()} />
      </InFrench>,
    );
    expect(screen.getByRole('alertdialog', { name: "Le chat n'a pas pu démarrer" })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'OK' })).toBeTruthy();
  });
});

describe('FileUploadFailedDialog', () => {
  it('shows the reason and the file name with OK only when the upload cannot be retried', () => {
    const onConfirm = vi.fn();
    render(
      <FileUploadFailedDialog
        reason={{ key: 'webchat.errors.FileTransferSizeError' }}
        fileName="holiday-photos.zip"
        onConfirm={onConfirm}
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'File upload failed' });
    expect(within(dialog).getByText('File larger than allowed size')).toBeTruthy();
    expect(within(dialog).getByText('holiday-photos.zip')).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['OK']);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('offers OK and Retry for a retryable upload, defaulting to the lost-connection text', () => {
    const onConfirm = vi.fn();
    const onRetry = vi.fn();
    render(<FileUploadFailedDialog onConfirm={onConfirm} onRetry={onRetry} />);
    const dialog = screen.getByRole('alertdialog', { name: 'File upload failed' });
    expect(within(dialog).getByText('Unexpected disconnection, try again?')).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['OK', 'Retry']);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
