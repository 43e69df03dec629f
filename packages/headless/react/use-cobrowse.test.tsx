import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  createFakeCoBrowseScript,
  type FakeCoBrowseScript,
} from '../machines/testing/fake-cobrowse-script';
import { CxProvider } from './cx-provider';
import { useBus } from './use-bus';
import { CoBrowseProvider, useCoBrowse } from './use-cobrowse';

function wrapper(script: FakeCoBrowseScript, options = { src: '/cobrowse/js/gcb.min.js' }) {
  const logger = { debug: vi.fn(), error: vi.fn() };
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <CxProvider logger={logger} loader={async () => undefined} config={{ pluginLoadDelay: 0 }}>
        <CoBrowseProvider options={options} load={script.load} id="cb">
          {children}
        </CoBrowseProvider>
      </CxProvider>
    );
  };
}

const useAll = () => ({ coBrowse: useCoBrowse(), bus: useBus() });

describe('useCoBrowse', () => {
  it('throws outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useCoBrowse())).toThrow(
      'useCoBrowse must be used inside <CoBrowseProvider>',
    );
  });

  it('goes online, starts from the warning through the prop getters, shows the code and stops', async () => {
    const script = createFakeCoBrowseScript({ readyOnLoad: true, startsWith: '535176834' });
    const { result } = renderHook(useAll, { wrapper: wrapper(script) });
    const api = () => result.current.coBrowse;
    await waitFor(() => expect(api().isOnline).toBe(true));
    act(() => api().getTriggerProps().onClick());
    expect(api().isDialogOpen).toBe(true);
    act(() => api().getConfirmProps().onClick());
    expect(api()).toMatchObject({ isDialogOpen: false, isActive: true, code: '535176834' });
    expect(api().getSessionBarProps()['data-state']).toBe('active');
    act(() => api().getStopProps().onClick());
    expect(api()).toMatchObject({ isActive: false, isEnded: true, endReason: 'self' });
  });

  it('registers CoBrowse on the app bus, and Cancel closes the warning', async () => {
    const script = createFakeCoBrowseScript({ readyOnLoad: true });
    const { result } = renderHook(useAll, { wrapper: wrapper(script) });
    await act(() => result.current.bus.command('CoBrowse.open'));
    expect(result.current.coBrowse.isDialogOpen).toBe(true);
    act(() => result.current.coBrowse.getCancelProps().onClick());
    expect(result.current.coBrowse.isDialogOpen).toBe(false);
    await waitFor(async () =>
      expect(await result.current.bus.command('CoBrowse.getState')).toEqual({
        online: true,
        active: false,
        pending: false,
      }),
    );
  });
});
