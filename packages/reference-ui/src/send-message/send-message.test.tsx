import type { SendMessageResult } from '@cxkit/headless/send-message';
import { CxProvider, useBus } from '@cxkit/headless/react';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CxRoot } from '../shell/cx-root';
import { SendMessage, type SendMessageProps } from './send-message';
import { sendMessageWindowTexts } from './send-message-window.texts';

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

function renderSendMessage(props: Partial<SendMessageProps>, answers: SendMessageResult[]) {
  const sendMessage = vi.fn(
    async () => answers.shift() ?? { ok: true as const, sent: { interactionId: 'em-1' } },
  );
  render(
    <CxProvider logger={logger} loader={async () => undefined} config={{ pluginLoadDelay: 0 }}>
      <CxRoot>
        <BusHandle />
        <SendMessage {...props} sendMessage={sendMessage} />
      </CxRoot>
    </CxProvider>,
  );
  return { sendMessage };
}

async function openOnBus() {
  await waitFor(() => expect(bus).toBeDefined());
  const opened = bus!.command('SendMessage.open');
  const window = await screen.findByRole('region', { name: 'Send Message' }, { timeout: 8000 });
  await act(() => opened);
  return window;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fill() {
  type('First Name', 'Ada');
  type('Last Name', 'Lovelace');
  type('Email', 'ada@example.org');
  type('Subject', 'Billing');
  type('Message', 'Hello');
}

describe('SendMessage', () => {
  it('is on the bus before its code loads; sends the form with files and shows success', async () => {
    const { sendMessage } = renderSendMessage({}, []);
    expect(screen.queryByRole('region', { name: 'Send Message' })).toBeNull();
    const window = await openOnBus();
    fill();
    expect(screen.getByLabelText('Subject').getAttribute('maxlength')).toBe('100');
    const input = window.querySelector<HTMLInputElement>('input[type=file]')!;
    fireEvent.change(input, {
      target: { files: [new File(['x'.repeat(1536)], 'scan.pdf', { type: 'application/pdf' })] },
    });
    const list = within(window).getByRole('list', { name: 'Files attached' });
    expect(within(list).getByText('scan.pdf')).toBeTruthy();
    expect(within(window).getByText('Total size: 1.5 KB')).toBeTruthy();
    fireEvent.click(within(window).getByRole('button', { name: 'Send' }));
    await within(window).findByText('Your message has been sent...');
    expect(sendMessage).toHaveBeenCalledWith(
      {
        formData: {
          firstname: 'Ada',
          lastname: 'Lovelace',
          email: 'ada@example.org',
          subject: 'Billing',
          messagebody: 'Hello',
        },
        files: [expect.objectContaining({ name: 'scan.pdf' })],
      },
      'SendMessageService',
    );
  });

  it('shows the failure text by code; OK gives back the form with everything kept', async () => {
    renderSendMessage({}, [
      {
        ok: false,
        failure: {
          result: { errors: [{ code: 202, advice: 10485760 }] },
          textStatus: 'error',
          statusCode: 400,
        },
      },
    ]);
    const window = await openOnBus();
    fill();
    fireEvent.change(window.querySelector('input[type=file]')!, {
      target: { files: [new File(['x'], 'big.zip')] },
    });
    fireEvent.click(within(window).getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText('Total size of attachments exceeds limit: 10.0 MB'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Hello');
    expect(within(window).getByText('big.zip')).toBeTruthy();
    fireEvent.click(within(window).getByRole('button', { name: 'Remove big.zip' }));
    expect(within(window).queryByText('big.zip')).toBeNull();
  });

  it('marks every field required with validation on and sends nothing', async () => {
    const { sendMessage } = renderSendMessage({}, []);
    const window = await openOnBus();
    fireEvent.click(within(window).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(sendMessage).not.toHaveBeenCalled();
  });

  it('asks with Cancel and Close before closing a filled form', async () => {
    renderSendMessage({}, []);
    const window = await openOnBus();
    type('Subject', 'Hi');
    await expect(bus!.command('SendMessage.close')).rejects.toThrow(
      'Form still contains values. Cannot close until user confirms',
    );
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe('Hi');
    act(() => void bus!.command('SendMessage.close').catch(() => undefined));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Close' }),
    );
    await waitFor(() => expect(window.isConnected).toBe(false));
  });

  it('has the French texts for every key', () => {
    expect(Object.keys(sendMessageWindowTexts.fr).sort()).toEqual(
      Object.keys(sendMessageWindowTexts.en).sort(),
    );
  });
});
