import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeTracker } from '../machines/web-engagement/web-engagement.test-support';
import { CxProvider } from './cx-provider';
import { useBus } from './use-bus';
import { useCxContext } from './use-cx-context';
import { EngageInviteProvider, useEngageInvite } from './use-engage-invite';
import { WebEngagementProvider, useWebEngagement } from './use-web-engagement';

function wrapper(fake = fakeTracker(), requests: string[] = []) {
  const logger = { debug: vi.fn(), error: vi.fn() };
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <CxProvider logger={logger} loader={async () => undefined} config={{ pluginLoadDelay: 0 }}>
        <EngageInviteProvider pageExit={() => () => undefined}>
          <WebEngagementProvider
            options={{ httpsEndpoint: 'https://gwe.test' }}
            load={fake.loader()}
            request={(url) => {
              requests.push(url);
              return Promise.resolve();
            }}
          >
            {children}
          </WebEngagementProvider>
        </EngageInviteProvider>
      </CxProvider>
    );
  };
}

const useAll = () => ({
  invite: useEngageInvite(),
  gwe: useWebEngagement(),
  bus: useBus(),
  cx: useCxContext('test'),
});

describe('useEngageInvite', () => {
  it('throws outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useEngageInvite())).toThrow(
      'useEngageInvite must be used inside <EngageInviteProvider>',
    );
  });

  it("shows an Engage.invite in the app's toaster; No thanks declines it", async () => {
    const { result } = renderHook(useAll, { wrapper: wrapper() });
    await act(() => result.current.bus.command('Engage.invite', { body: 'Hi' }));
    const api = () => result.current.invite;
    expect(api().isOpen).toBe(true);
    expect([api().title, api().body, api().acceptText, api().declineText]).toEqual([
      'Need help?',
      'Hi',
      'Start chat',
      'No thanks',
    ]);
    expect(result.current.cx.views?.toaster.getSnapshot().context.owner).toBe('Engage');
    act(() => api().getDeclineProps().onClick());
    expect(api().isOpen).toBe(false);
    expect(api().outcome).toMatchObject({ result: 'cancel', code: 'cancel' });
    expect(result.current.cx.views?.toaster.getSnapshot().context.owner).toBeUndefined();
  });

  it('closes with the close control and accepts with Start chat', async () => {
    const { result } = renderHook(useAll, { wrapper: wrapper() });
    await act(() => result.current.bus.command('Engage.invite'));
    act(() => result.current.invite.getCloseProps().onClick());
    expect(result.current.invite.outcome?.result).toBe('close');
    await act(() => result.current.bus.command('Engage.invite'));
    act(() => result.current.invite.getAcceptProps().onClick());
    expect(result.current.invite.outcome?.result).toBe('accept');
  });
});

describe('useWebEngagement', () => {
  it('is ready once the tracker loads, and a pushed invite shows and reports its disposition', async () => {
    const fake = fakeTracker();
    const requests: string[] = [];
    const { result } = renderHook(useAll, { wrapper: wrapper(fake, requests) });
    await waitFor(() => expect(result.current.gwe.isReady).toBe(true));
    expect(result.current.gwe.endpoint).toBe('https://gwe.test');
    act(() =>
      fake.deliver({
        channel: 'gpe.setVariable',
        data: { type: 'chat', subject: 'From GWE', engagementID: 'e-7' },
      }),
    );
    await waitFor(() => expect(result.current.invite.isOpen).toBe(true));
    expect(result.current.invite.title).toBe('From GWE');
    act(() => result.current.invite.decline());
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(new URL(requests[0]!).searchParams.get('engagementID')).toBe('e-7');
  });

  it('configures as the app, and names a bad setting', async () => {
    const fake = fakeTracker();
    const { result } = renderHook(useAll, { wrapper: wrapper(fake) });
    await waitFor(() => expect(result.current.gwe.isReady).toBe(true));
    act(() => result.current.gwe.configure({ httpsEndpoint: 'https://other.test' }));
    await waitFor(() => expect(result.current.gwe.endpoint).toBe('https://other.test'));
    expect(() => result.current.gwe.configure({ httpsEndpoint: 1 as never })).toThrow(
      /gwe.httpsEndpoint/,
    );
  });
});
