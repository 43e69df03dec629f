import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CxProvider } from './cx-provider';
import { useBus } from './use-bus';
import {
  CallbackProvider,
  useCallbackWidget,
  type CallbackProviderProps,
} from './use-callback-widget';

function wrapper(props: Omit<CallbackProviderProps, 'children'> = {}) {
  const logger = { debug: vi.fn(), error: vi.fn() };
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <CxProvider logger={logger} loader={async () => undefined} config={{ pluginLoadDelay: 0 }}>
        <CallbackProvider {...props}>{children}</CallbackProvider>
      </CxProvider>
    );
  };
}

const useAll = () => ({ callback: useCallbackWidget(), bus: useBus() });
const change = (value: string) => ({ target: { value } });

describe('useCallbackWidget', () => {
  it('throws outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useCallbackWidget())).toThrow(
      'useCallbackWidget must be used inside <CallbackProvider>',
    );
  });

  it('books as soon as possible through the prop getters and shows the confirmation', async () => {
    const schedule = vi.fn(async () => ({ response: {} }));
    const { result } = renderHook(useAll, { wrapper: wrapper({ schedule }) });
    act(() => result.current.callback.open());
    await waitFor(() => expect(result.current.callback.form).toBeDefined());
    const api = () => result.current.callback;
    expect(api().isOpen).toBe(true);
    expect(api().getInputProps('phonenumber')).toMatchObject({
      value: '+1',
      inputMode: 'tel',
      maxLength: 14,
    });
    act(() => api().getInputProps('firstname').onChange(change('Ada')));
    act(() => api().getInputProps('phonenumber').onChange(change('+1 201-555-0123')));
    expect(api().getInputProps('phonenumber').value).toBe('+12015550123');
    act(() =>
      api()
        .getFormProps()
        .onSubmit({ preventDefault: () => undefined }),
    );
    await waitFor(() => expect(api().screen).toBe('confirmation'));
    expect(schedule).toHaveBeenCalledWith(
      { firstname: 'Ada', lastname: '', _customer_number: '+12015550123', subject: '' },
      'CallbackService',
    );
    expect(api().bookedNumber).toBe('+12015550123');
    act(() => api().getConfirmationCloseProps().onClick());
    expect(api().window).toBe('closed');
  });

  it('asks before closing a typed form, through Yes and No', async () => {
    const { result } = renderHook(useAll, { wrapper: wrapper() });
    act(() => result.current.callback.open());
    await waitFor(() => expect(result.current.callback.form).toBeDefined());
    act(() => result.current.callback.getInputProps('subject').onChange(change('Billing')));
    act(() => result.current.callback.getCancelProps().onClick());
    expect(result.current.callback.isConfirmingClose).toBe(true);
    act(() => result.current.callback.getCloseConfirmNoProps().onClick());
    expect(result.current.callback.isConfirmingClose).toBe(false);
    act(() => result.current.callback.close());
    act(() => result.current.callback.getCloseConfirmYesProps().onClick());
    expect(result.current.callback.window).toBe('closed');
  });

  it('shows the error dialog by code, Okay enables the form again', async () => {
    const schedule = vi.fn(() =>
      Promise.reject({
        kind: 'status',
        status: 400,
        code: 7042,
        message: 'closed',
        specific: true,
        missingCustomerNumber: false,
        messageTimes: [],
        proposedTimes: [],
      }),
    );
    const { result } = renderHook(useAll, { wrapper: wrapper({ schedule }) });
    await act(() =>
      result.current.bus.command('Callback.open', {
        form: { phonenumber: '+12015550123', autoSubmit: true },
      }),
    );
    await waitFor(() => expect(result.current.callback.error?.code).toBe('7042'));
    expect(result.current.callback.getErrorTextProps()).toMatchObject({ 'data-code': '7042' });
    act(() => result.current.callback.getErrorDismissProps().onClick());
    expect(result.current.callback.error).toBeUndefined();
  });

  it('takes the time choice, the calendar pick, the country and the wait row', async () => {
    const fetchWaitTime = vi.fn(async () => 125);
    const { result } = renderHook(useAll, {
      wrapper: wrapper({ fetchWaitTime, options: { ewt: { queue: 'VQ' } } }),
    });
    act(() => result.current.callback.open());
    await waitFor(() => expect(result.current.callback.waitMinutes).toBe(2));
    const api = () => result.current.callback;
    expect(api().getWaitTimeProps().hidden).toBe(false);
    act(() => api().getTimingSelectProps().onChange(change('scheduled')));
    expect(api().timing).toBe('scheduled');
    act(() => api().pickSchedule('2030-01-02T10:00:00.000Z'));
    expect(api().getDateTimeProps()).toMatchObject({
      value: '2030-01-02T10:00:00.000Z',
      'data-state': 'picked',
    });
    expect(api().hasCountryCodes).toBe(true);
    expect(
      api()
        .countries.slice(0, 2)
        .map((country) => country.code),
    ).toEqual(['US', 'GB']);
    act(() => api().getCountrySelectProps().onChange(change('GB')));
    expect(api().getInputProps('phonenumber').value).toBe('+44');
    expect(api().getCountrySelectProps().value).toBe('GB');
  });
});
