import { act, renderHook, waitFor } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createStaticViewportSignal } from '../services/signals/static-signals';
import { CxProvider, type CxProviderProps } from './cx-provider';
import { useApp } from './use-app';
import { useBus } from './use-bus';

const logger = { debug: vi.fn(), error: vi.fn() };

function wrapperWith(props: Partial<CxProviderProps> = {}) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <CxProvider
        logger={logger}
        loader={async () => undefined}
        config={{ pluginLoadDelay: 0 }}
        {...props}
      >
        {children}
      </CxProvider>
    );
  };
}

describe('useApp', () => {
  it('becomes ready and exposes theme, language, mobile mode and a translator', async () => {
    const { result } = renderHook(() => useApp(), { wrapper: wrapperWith() });
    expect(result.current.isReady).toBe(false);
    await waitFor(() => expect(result.current.isReady).toBe(true));
    expect(result.current).toMatchObject({
      theme: 'dark',
      themeClassName: 'cx-theme-dark',
      language: 'en',
      isMobile: false,
      timeFormat: 12,
    });
    expect(result.current.translate('common.close')).toBe('Close');
  });

  it('switches theme and language through its commands', async () => {
    const { result } = renderHook(() => useApp(), { wrapper: wrapperWith() });
    act(() => result.current.setTheme('light'));
    act(() => result.current.setLanguage('fr'));
    expect(result.current.theme).toBe('light');
    expect(result.current.getRootProps()).toMatchObject({
      className: 'cx-theme-light',
      lang: 'fr',
    });
    expect(result.current.translate('common.close')).toBe('Fermer');
  });

  it('follows the viewport into mobile mode', () => {
    const viewport = createStaticViewportSignal(1024);
    const { result } = renderHook(() => useApp(), { wrapper: wrapperWith({ viewport }) });
    expect(result.current.isMobile).toBe(false);
    act(() => viewport.set(400));
    expect(result.current.isMobile).toBe(true);
  });

  it('does not re-render for app changes it does not show', () => {
    let renders = 0;
    const { result } = renderHook(
      () => {
        renders += 1;
        return { app: useApp(), bus: useBus() };
      },
      { wrapper: wrapperWith({ config: { pluginLoadDelay: 10_000 } }) },
    );
    const before = renders;
    act(() => result.current.app.send({ type: 'headers.update', headers: { apikey: 'k' } }));
    act(() => result.current.app.send({ type: 'widgets.closeAll' }));
    expect(renders).toBe(before);
    act(() => result.current.app.setTheme('light'));
    expect(renders).toBe(before + 1);
  });

  it('throws a clear error outside the provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useApp())).toThrow('useApp must be used inside <CxProvider>');
    expect(() => renderHook(() => useBus())).toThrow('useBus must be used inside <CxProvider>');
    spy.mockRestore();
  });
});

describe('CxProvider', () => {
  it('registers the App plugin on its bus, usable from useBus', async () => {
    const { result } = renderHook(() => ({ bus: useBus(), app: useApp() }), {
      wrapper: wrapperWith(),
    });
    await act(() => result.current.bus.command('App.setTheme', { theme: 'light' }));
    expect(result.current.app.theme).toBe('light');
  });

  it('survives StrictMode double effects without registering App twice', async () => {
    const { result } = renderHook(() => ({ bus: useBus(), app: useApp() }), {
      wrapper: ({ children }) => <StrictMode>{wrapperWith()({ children })}</StrictMode>,
    });
    await waitFor(() => expect(result.current.app.isReady).toBe(true));
    expect(result.current.bus.registry().map((plugin) => plugin.name)).toEqual(['App']);
    expect(logger.error).not.toHaveBeenCalled();
    await expect(result.current.bus.command('App.getTheme')).resolves.toEqual({
      theme: 'dark',
      className: 'cx-theme-dark',
    });
  });

  it('follows controlled theme and language props and reports changes', () => {
    const onThemeChange = vi.fn();
    const onLanguageChange = vi.fn();
    let props: Partial<CxProviderProps> = {
      theme: 'light',
      language: 'fr',
      onThemeChange,
      onLanguageChange,
    };
    const { result, rerender } = renderHook(() => useApp(), {
      wrapper: ({ children }) => wrapperWith(props)({ children }),
    });
    expect(result.current.theme).toBe('light');
    expect(result.current.language).toBe('fr');
    props = { ...props, theme: 'dark' };
    rerender();
    expect(result.current.theme).toBe('dark');
    expect(onThemeChange).toHaveBeenLastCalledWith({ theme: 'dark' });
    expect(onLanguageChange).toHaveBeenCalledWith({ language: 'fr' });
  });

  it('logs an unknown configured language with the spec text, and reads a regional code as its language', async () => {
    logger.error.mockClear();
    const unknown = renderHook(() => useApp(), {
      wrapper: wrapperWith({ config: { pluginLoadDelay: 0, lang: 'de' } }),
    });
    await waitFor(() => expect(unknown.result.current.isReady).toBe(true));
    expect(unknown.result.current.language).toBe('en');
    expect(logger.error.mock.calls).toEqual([
      ['[cxkit] No matching language code found in language pack.', 'de'],
    ]);

    logger.error.mockClear();
    const regional = renderHook(() => useApp(), {
      wrapper: wrapperWith({ config: { pluginLoadDelay: 0, lang: 'fr-CA' } }),
    });
    await waitFor(() => expect(regional.result.current.isReady).toBe(true));
    expect(regional.result.current.language).toBe('fr');
    expect(regional.result.current.translate('common.close')).toBe('Fermer');
    act(() => regional.result.current.setLanguage('en-GB'));
    expect(regional.result.current.language).toBe('en');
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('throws the config error naming the field', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      renderHook(() => useApp(), { wrapper: wrapperWith({ config: { timeFormat: 13 as 12 } }) }),
    ).toThrow('Invalid app config: timeFormat: Time format must be 12 or 24');
    spy.mockRestore();
  });

  it("applies the site's own stylesheet (customStylesheetID): it stays after the widgets' styles", async () => {
    const custom = document.createElement('style');
    custom.id = 'site-css';
    document.head.appendChild(custom);
    const { unmount } = renderHook(() => useApp(), {
      wrapper: wrapperWith({ config: { pluginLoadDelay: 0, customStylesheetID: 'site-css' } }),
    });
    const widgetStyles = document.createElement('style');
    document.head.appendChild(widgetStyles);
    await waitFor(() => expect(document.head.lastElementChild === custom).toBe(true));
    unmount();
    custom.remove();
    widgetStyles.remove();
  });
});
