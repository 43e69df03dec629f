import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeCoBrowse, testContacts } from '../machines/call-us/call-us.test-support';
import { CallbackProvider, useCallbackWidget } from './use-callback-widget';
import { CallUsProvider, useCallUs, type CallUsProviderProps } from './use-call-us';
import { CxProvider } from './cx-provider';
import { useBus } from './use-bus';

function wrapper(props: Omit<CallUsProviderProps, 'children'> = { options: testContacts }) {
  const logger = { debug: vi.fn(), error: vi.fn() };
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <CxProvider logger={logger} loader={async () => undefined} config={{ pluginLoadDelay: 0 }}>
        <CallbackProvider>
          <CallUsProvider {...props}>{children}</CallUsProvider>
        </CallbackProvider>
      </CxProvider>
    );
  };
}

const useAll = () => ({ callUs: useCallUs(), callback: useCallbackWidget(), bus: useBus() });

describe('useCallUs', () => {
  it('throws outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useCallUs())).toThrow(
      'useCallUs must be used inside <CallUsProvider>',
    );
  });

  it('opens from the bus, shows the numbers and hours, Cancel closes it', async () => {
    const { result } = renderHook(useAll, { wrapper: wrapper() });
    await act(() => result.current.bus.command('CallUs.open'));
    const api = () => result.current.callUs;
    expect(api().isOpen).toBe(true);
    expect(api().mainContact?.href).toBe('tel:+12025550162');
    expect(api().alternateContacts).toHaveLength(2);
    expect(api().hours).toEqual(testContacts.hours);
    act(() => api().getCancelProps().onClick());
    expect(api().isOpen).toBe(false);
  });

  it('shares the app window group: Call Us and the Callback close each other', async () => {
    const { result } = renderHook(useAll, { wrapper: wrapper() });
    act(() => result.current.callback.open());
    await waitFor(() => expect(result.current.callback.isOpen).toBe(true));
    act(() => result.current.callUs.open());
    expect(result.current.callUs.isOpen).toBe(true);
    expect(result.current.callback.window).toBe('closed');
    act(() => result.current.callback.open());
    await waitFor(() => expect(result.current.callback.isOpen).toBe(true));
    expect(result.current.callUs.isOpen).toBe(false);
  });

  it('offers co-browse while its bridge is online, and the offer starts it', async () => {
    const coBrowse = fakeCoBrowse({ online: true, active: false, pending: false });
    const { result } = renderHook(useAll, {
      wrapper: wrapper({ options: testContacts, coBrowse: coBrowse.link }),
    });
    act(() => result.current.callUs.open());
    await waitFor(() => expect(result.current.callUs.isCoBrowseOffered).toBe(true));
    act(() => coBrowse.change({ online: true, active: true, pending: false }));
    expect(result.current.callUs.getCoBrowseOfferProps().hidden).toBe(true);
    act(() => coBrowse.change({ online: true, active: false, pending: false }));
    act(() => result.current.callUs.getCoBrowseLinkProps().onClick());
    await waitFor(() => expect(coBrowse.starts).toHaveLength(1));
    expect(result.current.callUs.isOpen).toBe(false);
  });
});
