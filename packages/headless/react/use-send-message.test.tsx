import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Bus } from '../bus/bus.types';
import type { SendMessageRequest } from '../services/send-message/send-message-service.manifest';
import { CxProvider } from './cx-provider';
import { useBus } from './use-bus';
import {
  SendMessageProvider,
  useSendMessage,
  type SendMessageProviderProps,
} from './use-send-message';

/** A stand-in SendMessageService on the app's bus: `fail` answers its first send with a 202. */
function FakeService({ requests, fail }: { requests: SendMessageRequest[]; fail: boolean }) {
  const bus = useBus();
  if (!registered.has(bus)) {
    registered.add(bus);
    const service = bus.registerPlugin('SendMessageService', { commandsBeforeReady: true });
    service.registerEvents(['messageSent', 'error']);
    service.registerCommand('sendForm', async (request) => {
      requests.push(request as SendMessageRequest);
      if (fail && requests.length === 1) {
        service.publish('error', {
          result: { errors: [{ code: 202, advice: 10485760 }] },
          textStatus: 'error',
          statusCode: 400,
        });
        throw new Error('The message was not sent');
      }
      service.publish('messageSent', { interactionId: 'em-1' });
      return { interactionId: 'em-1' };
    });
  }
  return null;
}
const registered = new WeakSet<Bus>();

function wrapper(
  requests: SendMessageRequest[],
  fail = false,
  props: Omit<SendMessageProviderProps, 'children'> = {},
) {
  const logger = { debug: vi.fn(), error: vi.fn() };
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <CxProvider logger={logger} loader={async () => undefined} config={{ pluginLoadDelay: 0 }}>
        <FakeService requests={requests} fail={fail} />
        <SendMessageProvider {...props}>{children}</SendMessageProvider>
      </CxProvider>
    );
  };
}

const change = (value: string) => ({ target: { value } });
const values = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  email: 'ada@example.org',
  subject: 'Billing',
  messagebody: 'Hello',
};
const file = (name: string) => new File(['hello'], name, { type: 'text/plain' });

describe('useSendMessage', () => {
  it('throws outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useSendMessage())).toThrow(
      'useSendMessage must be used inside <SendMessageProvider>',
    );
  });

  it('fills the form, attaches and removes files through the prop getters, sends and shows success', async () => {
    const requests: SendMessageRequest[] = [];
    const { result } = renderHook(useSendMessage, { wrapper: wrapper(requests) });
    act(() => result.current.open());
    await waitFor(() => expect(result.current.form).toBeDefined());
    for (const [name, value] of Object.entries(values))
      act(() => result.current.getInputProps(name).onChange(change(value)));
    expect(result.current.getInputProps('subject').maxLength).toBe(100);
    const input = { files: [file('a.txt'), file('b.txt')], value: 'C:\\fakepath\\a.txt' };
    act(() => result.current.getFileInputProps().onChange({ target: input }));
    expect(input.value).toBe('');
    expect(result.current.files.map((f) => f.name)).toEqual(['a.txt', 'b.txt']);
    expect(result.current.totalSize).toBe(10);
    act(() => result.current.getFileRemoveProps(0).onClick());
    expect(result.current.files.map((f) => f.name)).toEqual(['b.txt']);
    act(() => result.current.getFormProps().onSubmit({ preventDefault: () => undefined }));
    await waitFor(() => expect(result.current.isSent).toBe(true));
    expect(requests).toEqual([
      { formData: values, files: [expect.objectContaining({ name: 'b.txt' })] },
    ]);
    expect(result.current.getSuccessProps().role).toBe('status');
    act(() => result.current.getSuccessCloseProps().onClick());
    expect(result.current.window).toBe('closed');
  });

  it('shows the failure texts and OK keeps everything for a retry', async () => {
    const requests: SendMessageRequest[] = [];
    const { result } = renderHook(useSendMessage, { wrapper: wrapper(requests, true) });
    act(() => result.current.open());
    await waitFor(() => expect(result.current.form).toBeDefined());
    for (const [name, value] of Object.entries(values))
      act(() => result.current.getInputProps(name).onChange(change(value)));
    act(() => result.current.attach([file('big.zip')]));
    act(() => result.current.submit());
    await waitFor(() => expect(result.current.step).toBe('failed'));
    expect(result.current.errors).toEqual([
      { key: 'sendmessage.error.202', values: { size: '10.0 MB' } },
    ]);
    act(() => result.current.getDialogDismissProps().onClick());
    expect(result.current.getInputProps('messagebody').value).toBe('Hello');
    expect(result.current.files).toHaveLength(1);
    act(() => result.current.submit());
    await waitFor(() => expect(result.current.isSent).toBe(true));
    expect(requests).toHaveLength(2);
  });

  it('asks before closing a filled form, through Cancel and Close', async () => {
    const { result } = renderHook(useSendMessage, { wrapper: wrapper([]) });
    act(() => result.current.open());
    await waitFor(() => expect(result.current.form).toBeDefined());
    act(() => result.current.getInputProps('subject').onChange(change('Hi')));
    act(() => result.current.close());
    expect(result.current.isConfirmingClose).toBe(true);
    act(() => result.current.getCloseConfirmNoProps().onClick());
    expect(result.current.isConfirmingClose).toBe(false);
    act(() => result.current.close());
    act(() => result.current.getCloseConfirmYesProps().onClick());
    expect(result.current.window).toBe('closed');
  });

  it('shows the side button when enabled, and it opens the window', async () => {
    const { result } = renderHook(useSendMessage, {
      wrapper: wrapper([], false, {
        options: { SendMessageButton: { enabled: true, openDelay: 0 } },
      }),
    });
    await waitFor(() => expect(result.current.isButtonShown).toBe(true));
    act(() => result.current.getSideButtonProps().onClick());
    expect(result.current.isOpen).toBe(true);
  });
});
