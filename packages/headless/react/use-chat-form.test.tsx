import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeChatTransport, recordStarts } from '../machines/testing/fake-chat-transport';
import type { FormFieldDefinition } from '../machines/form/form.types';
import { chatWrapper } from './chat.test-support';
import { useChat, useChatActor } from './use-chat';
import { useChatForm, type UseChatFormOptions } from './use-chat-form';

const names: FormFieldDefinition[] = [
  { name: 'firstname', label: 'First Name', required: true },
  { name: 'lastname', label: 'Last Name', required: true },
  { name: 'email', label: 'Email', type: 'email' },
];

function renderChatForm(options: UseChatFormOptions) {
  const transport = createFakeChatTransport();
  const requests = recordStarts(transport);
  const hook = renderHook(
    () => ({
      form: useChatForm(options),
      chat: useChat(),
      metadata: useChatActor().getSnapshot().context.metadata,
    }),
    { wrapper: chatWrapper(transport) },
  );
  return { ...hook, transport, requests };
}

describe('useChatForm on the headless form', () => {
  it('refuses an empty required field in the browser: its error, and no start', async () => {
    const { result, requests, transport } = renderChatForm({ fields: names });
    act(() => result.current.form.setValue('lastname', 'Lovelace'));
    act(() => result.current.form.submit());

    expect(result.current.form.errorOf('firstname')).toEqual({
      type: 'required',
      key: 'common.form.required',
      label: 'First Name',
    });
    expect(result.current.form.getFieldProps('firstname')).toMatchObject({
      'aria-invalid': true,
      'aria-describedby': expect.stringMatching(/-firstname-error$/),
      'data-state': 'invalid',
      required: true,
    });
    expect(result.current.form.getErrorProps('firstname').hidden).toBe(false);
    expect(result.current.form.errorOf('lastname')).toBeUndefined();
    await act(async () => undefined);
    expect(requests).toEqual([]);
    expect(transport.calls.filter((call) => call.call === 'start')).toEqual([]);
    expect(result.current.chat.status).toBe('inactive');
  });

  it('refuses an e-mail field that holds no address, and starts once it does', async () => {
    const { result, requests } = renderChatForm({ fields: names });
    act(() => {
      result.current.form.setValue('firstname', 'Ada');
      result.current.form.setValue('lastname', 'Lovelace');
      result.current.form.setValue('email', 'ada@');
    });
    act(() => result.current.form.submit());
    expect(result.current.form.errorOf('email')?.key).toBe('common.form.email');
    expect(requests).toEqual([]);

    act(() => result.current.form.setValue('email', 'ada@example.com'));
    expect(result.current.form.errorOf('email')).toBeUndefined();
    act(() => result.current.form.submit());
    await waitFor(() => expect(result.current.chat.isActive).toBe(true));
    expect(requests[0]).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      emailAddress: 'ada@example.com',
    });
  });

  it('sends the trimmed values of fields that are not start-form fields as user data', async () => {
    const { result, requests } = renderChatForm({
      fields: [{ name: 'nickname' }, { name: 'order' }, { name: 'empty' }],
      userData: { page: 'orders' },
    });
    act(() => {
      result.current.form.setValue('nickname', 'Ada');
      result.current.form.setValue('order', ' 10-4471 ');
    });
    expect(result.current.form.values).toEqual({ nickname: 'Ada', order: ' 10-4471 ' });
    act(() => result.current.form.submit());
    await waitFor(() => expect(result.current.chat.isActive).toBe(true));
    expect(requests[0]).toMatchObject({
      nickname: 'Ada',
      userData: { page: 'orders', order: '10-4471' },
    });
    expect(requests[0]!.userData).not.toHaveProperty('empty');
  });

  it('starts at once when prefilled, valid and autoSubmit, recording how for the metadata', async () => {
    const { result, requests } = renderChatForm({
      fields: names,
      defaultValues: { firstname: 'Grace', lastname: 'Hopper' },
      autoSubmit: true,
      origin: { proactive: true },
    });
    await waitFor(() => expect(result.current.chat.isActive).toBe(true));
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' });
    expect(result.current.metadata).toMatchObject({
      proactive: true,
      prefilled: true,
      autoSubmitted: true,
    });
    expect(result.current.form.form.isAutoSubmitted).toBe(true);
  });

  it('waits for the visitor when autoSubmit but the prefilled form is not valid', async () => {
    const { result, requests } = renderChatForm({
      fields: names,
      defaultValues: { firstname: 'Grace' },
      autoSubmit: true,
    });
    await act(async () => undefined);
    expect(requests).toEqual([]);
    expect(result.current.form.errorOf('lastname')).toBeUndefined();
    expect(result.current.form.form.isPrefilled).toBe(true);
  });
});
