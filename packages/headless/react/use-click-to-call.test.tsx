import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStore } from '../machines/widget-window/widget-window.logic';
import type { ClickToCallNumberReceived } from '../services/click-to-call/click-to-call-service.manifest';
import { CxProvider } from './cx-provider';
import { useBus } from './use-bus';
import {
  ClickToCallProvider,
  useClickToCall,
  type ClickToCallProviderProps,
} from './use-click-to-call';
import type { Bus } from '../bus/bus.types';

const number: ClickToCallNumberReceived = {
  error: false,
  netfail: false,
  sPhoneNumber: '+18005550100',
  sAccessCode: '4321',
  sPhoneTelHref: 'tel:+18005550100,,4321#',
  iExpireTime: 120,
};

/** A stand-in ClickToCallService on the app's bus: requestNumber resolves at once, numberReceived follows. */
function FakeService({ answer, requests }: { answer: unknown; requests: unknown[] }) {
  const bus = useBus();
  useOnce(bus, (target) => {
    const service = target.registerPlugin('ClickToCallService', { commandsBeforeReady: true });
    service.registerEvents(['numberReceived', 'restored']);
    service.registerCommand('requestNumber', (request) => {
      requests.push(request);
      setTimeout(() => service.publish('numberReceived', answer as ClickToCallNumberReceived), 1);
      return undefined;
    });
    service.registerCommand('restore', async () => ({
      bRestoreSuccess: true,
      sPhoneNumber: '+18005550199',
      sPhoneTelHref: 'tel:+18005550199',
      iExipreTime: 30,
    }));
  });
  return null;
}

const registered = new WeakSet<Bus>();
function useOnce(bus: Bus, register: (bus: Bus) => void) {
  if (registered.has(bus)) return;
  registered.add(bus);
  register(bus);
}

function wrapper(
  props: Omit<ClickToCallProviderProps, 'children'> = {},
  answer: unknown = number,
  requests: unknown[] = [],
) {
  const logger = { debug: vi.fn(), error: vi.fn() };
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <CxProvider logger={logger} loader={async () => undefined} config={{ pluginLoadDelay: 0 }}>
        <FakeService answer={answer} requests={requests} />
        <ClickToCallProvider {...props}>{children}</ClickToCallProvider>
      </CxProvider>
    );
  };
}

const change = (value: string) => ({ target: { value } });
const submit = { preventDefault: () => undefined };

afterEach(() => {
  document.cookie = '_genesys.widgets.clicktocall.state.open=; max-age=0; path=/';
});

describe('useClickToCall', () => {
  it('throws outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useClickToCall())).toThrow(
      'useClickToCall must be used inside <ClickToCallProvider>',
    );
  });

  it('requests a number on the bus through the prop getters and shows it', async () => {
    const requests: unknown[] = [];
    const { result } = renderHook(useClickToCall, { wrapper: wrapper({}, number, requests) });
    act(() => result.current.open());
    await waitFor(() => expect(result.current.form).toBeDefined());
    act(() => result.current.getInputProps('firstname').onChange(change('Ada')));
    act(() => result.current.getInputProps('phonenumber').onChange(change('+1 555-000-2222')));
    expect(result.current.getInputProps('phonenumber').value).toBe('+15550002222');
    act(() => result.current.getFormProps().onSubmit(submit));
    await waitFor(() => expect(result.current.step).toBe('display'));
    expect(requests).toEqual([{ firstname: 'Ada', lastname: '', phonenumber: '+15550002222' }]);
    expect(result.current.getPhoneLinkProps().href).toBe('tel:+18005550100,,4321#');
    expect(result.current.countdown?.text).toBe('02:00');
    expect(document.cookie).toContain('_genesys.widgets.clicktocall.state.open=true');
    act(() => result.current.getDisplayCloseProps().onClick());
    expect(result.current.window).toBe('closed');
    expect(document.cookie).not.toContain('_genesys.widgets.clicktocall.state.open');
  });

  it('shows the network failure dialog, and OK keeps the form', async () => {
    const { result } = renderHook(useClickToCall, {
      wrapper: wrapper({}, { error: true, netfail: true }),
    });
    act(() => result.current.open());
    await waitFor(() => expect(result.current.form).toBeDefined());
    act(() => result.current.getInputProps('phonenumber').onChange(change('+15550002222')));
    act(() => result.current.submit());
    await waitFor(() => expect(result.current.dialog).toBe('network'));
    act(() => result.current.getDialogDismissProps().onClick());
    expect(result.current.dialog).toBeUndefined();
    expect(result.current.getInputProps('phonenumber').value).toBe('+15550002222');
  });

  it('asks before closing a typed form, through No and Yes', async () => {
    const { result } = renderHook(useClickToCall, { wrapper: wrapper() });
    act(() => result.current.open());
    await waitFor(() => expect(result.current.form).toBeDefined());
    act(() => result.current.getInputProps('lastname').onChange(change('L')));
    act(() => result.current.getCancelProps().onClick());
    expect(result.current.isConfirmingClose).toBe(true);
    act(() => result.current.getCloseConfirmNoProps().onClick());
    expect(result.current.isConfirmingClose).toBe(false);
    act(() => result.current.close());
    act(() => result.current.getCloseConfirmYesProps().onClick());
    expect(result.current.window).toBe('closed');
  });

  it('reopens on the kept number when the open flag is set', async () => {
    const { result } = renderHook(useClickToCall, {
      wrapper: wrapper({ openFlag: createMemoryStore<boolean>(true) }),
    });
    await waitFor(() => expect(result.current.step).toBe('display'));
    expect(result.current.number?.phoneNumber).toBe('+18005550199');
    expect(result.current.isOpen).toBe(true);
  });
});
