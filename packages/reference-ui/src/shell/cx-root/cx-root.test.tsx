import { CxProvider } from '@cxkit/headless/react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WidgetWindow } from '../widget-window';
import { CxRoot } from './cx-root';

afterEach(cleanup);

describe('CxRoot', () => {
  it('applies the theme class, data attributes and language of the app, merging caller props', () => {
    render(
      <CxProvider config={{ theme: 'light', pluginLoadDelay: 0 }}>
        <CxRoot className="site" data-testid="root" />
      </CxProvider>,
    );
    const root = screen.getByTestId('root');
    expect(root.className).toBe('cx-theme-light site');
    expect(root.dataset.scope).toBe('app');
    expect(root.dataset.theme).toBe('light');
    expect(root.lang).toBe('en');
    expect(root.hasAttribute('data-mobile')).toBe(false);
  });

  it('follows theme changes of the provider', () => {
    const { rerender } = render(
      <CxProvider config={{ pluginLoadDelay: 0 }} theme="dark">
        <CxRoot data-testid="root" />
      </CxProvider>,
    );
    expect(screen.getByTestId('root').className).toBe('cx-theme-dark');
    rerender(
      <CxProvider config={{ pluginLoadDelay: 0 }} theme="light">
        <CxRoot data-testid="root" />
      </CxProvider>,
    );
    expect(screen.getByTestId('root').className).toBe('cx-theme-light');
  });

  it('hands the active language and mobile mode to the widgets below it', async () => {
    render(
      <CxProvider config={{ lang: 'fr', mobileMode: true, pluginLoadDelay: 0 }}>
        <CxRoot data-testid="root">
          <WidgetWindow title="Rappel" onClose={() => undefined} />
        </CxRoot>
      </CxProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('root').lang).toBe('fr'));
    expect(screen.getByTestId('root').dataset.mobile).toBe('true');
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeTruthy();
    expect(screen.getByText('Propulsé par')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Rappel' }).dataset.mobile).toBe('true');
  });
});
