import { CxProvider, useBus } from '@cxkit/headless/react';
import { createFakeCoBrowseScript, type FakeCoBrowseScript } from '@cxkit/headless/testing';
import type { Bus } from '@cxkit/headless/bus';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CxRoot } from '../shell/cx-root';
import { CoBrowse } from './cobrowse';

afterEach(cleanup);

let bus: Bus | undefined;
function Capture() {
  bus = useBus();
  return null;
}

function show(children: ReactNode, lang = 'en') {
  const logger = { debug: vi.fn(), error: vi.fn() };
  render(
    <CxProvider
      logger={logger}
      loader={async () => undefined}
      config={{ pluginLoadDelay: 0, lang }}
    >
      <CxRoot>
        <Capture />
        {children}
      </CxRoot>
    </CxProvider>,
  );
}

const options = { src: '/cobrowse/js/gcb.min.js', url: '/cobrowse' };

function bridge(script: FakeCoBrowseScript, preload = true) {
  show(<CoBrowse options={options} load={script.load} preload={preload} id="cb" />);
}

describe('CoBrowse', () => {
  it('opens the warning (an APG dialog), starts from it, shows the code, and stops', async () => {
    const script = createFakeCoBrowseScript({ readyOnLoad: true, startsWith: '535176834' });
    bridge(script);
    await waitFor(async () =>
      expect(await bus!.command('CoBrowse.getState')).toMatchObject({ online: true }),
    );
    await act(() => bus!.command('CoBrowse.open'));
    const dialog = await screen.findByRole('dialog', { name: 'Co-browse' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain('see and control your desktop');
    const start = screen.getByRole('button', { name: 'Start Co-browse' });
    await waitFor(() => expect(document.activeElement).toBe(start));
    fireEvent.click(start);
    expect(screen.queryByRole('dialog')).toBeNull();
    const bar = await screen.findByRole('region', { name: 'Co-browse session' });
    expect(bar.textContent).toContain('535176834');
    fireEvent.click(screen.getByRole('button', { name: 'Stop co-browse' }));
    expect(script.calls.exit).toBe(1);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Co-browse session' })).toBeNull(),
    );
  });

  it('Cancel and Escape close the warning', async () => {
    bridge(createFakeCoBrowseScript({ readyOnLoad: true }));
    await act(() => bus!.command('CoBrowse.open'));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => bus!.command('CoBrowse.open'));
    fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says co-browse is not available and disables Start when the script failed', async () => {
    const script = createFakeCoBrowseScript();
    bridge(script);
    await waitFor(() => expect(script.requests).toHaveLength(1));
    act(() => script.fail());
    await act(() => bus!.command('CoBrowse.open'));
    await screen.findByText('Co-browse is not available right now.');
    expect(
      (screen.getByRole('button', { name: 'Start Co-browse' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('is on the bus before its code loads, offline, and loads on the first open', async () => {
    const script = createFakeCoBrowseScript({ readyOnLoad: true });
    bridge(script, false);
    await waitFor(() => expect(bus).toBeDefined());
    expect(await bus!.command('CoBrowse.getState')).toEqual({
      online: false,
      active: false,
      pending: false,
    });
    expect(script.requests).toEqual([]);
    act(() => void bus!.command('CoBrowse.open'));
    await screen.findByRole('dialog', { name: 'Co-browse' });
    expect(script.requests).toHaveLength(1);
  });

  it('speaks French', async () => {
    bridge(createFakeCoBrowseScript({ readyOnLoad: true }));
    cleanup();
    show(
      <CoBrowse options={options} load={createFakeCoBrowseScript({ readyOnLoad: true }).load} />,
      'fr',
    );
    await act(() => bus!.command('CoBrowse.open'));
    await screen.findByRole('dialog', { name: 'Co-navigation' });
    expect(screen.getByRole('button', { name: 'Lancer la co-navigation' })).toBeTruthy();
  });
});
