// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CxProvider } from './cx-provider';
import { useApp } from './use-app';

function Page() {
  const app = useApp();
  return (
    <div {...app.getRootProps()}>
      <button type="button">{app.translate('common.close')}</button>
      <span>{app.isReady ? 'ready' : 'loading'}</span>
    </div>
  );
}

describe('server rendering', () => {
  it('renders on a server without a window, in the initial state', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <CxProvider config={{ theme: 'light', lang: 'fr' }}>
        <Page />
      </CxProvider>,
    );
    expect(html).toContain('class="cx-theme-light"');
    expect(html).toContain('lang="fr"');
    expect(html).toContain('Fermer');
    expect(html).toContain('loading');
  });
});
