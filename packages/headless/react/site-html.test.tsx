import { cleanup, render, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSiteHtml } from './markdown';
import { renderSiteHtml, SITE_HTML_MAX_LENGTH } from './markdown-pipeline';

afterEach(cleanup);

function rendered(html: string): HTMLElement {
  return render(<div data-testid="site">{renderSiteHtml(html)}</div>).getByTestId('site');
}

describe('renderSiteHtml', () => {
  it('keeps the site’s markup and class names', () => {
    const site = rendered(
      '<h2 class="promo">Opening hours</h2><ul><li><strong>Mon</strong> 9-5</li></ul><p>See <a href="https://example.com/hours">hours</a></p>',
    );
    expect(site.querySelector('h2.promo')?.textContent).toBe('Opening hours');
    expect(site.querySelector('li strong')?.textContent).toBe('Mon');
    const link = site.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('https://example.com/hours');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('never keeps script: no script or style elements, no handlers, no script addresses, no frames or forms', () => {
    const site = rendered(
      '<script>window.hacked = true</script><style>body{display:none}</style>' +
        '<img src="x" onerror="window.hacked = true"><a href="JaVaScRiPt:alert(1)" onclick="x()">go</a>' +
        '<iframe srcdoc="<p>framed</p>"></iframe><form action="/steal"><input name="card"></form>' +
        '<p style="position:fixed">text</p>',
    );
    expect(site.querySelector('script, style, iframe, form')).toBeNull();
    // GitHub's schema keeps an input only as a disabled checkbox (task lists).
    expect(site.querySelector('input')).toMatchObject({ disabled: true, type: 'checkbox' });
    expect(site.querySelector('[onerror], [onclick], [style]')).toBeNull();
    expect(site.querySelector('a')!.hasAttribute('href')).toBe(false);
    expect(site.querySelector('img')!.hasAttribute('src')).toBe(false);
    expect(site.textContent).toContain('text');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('gives over-long HTML as its text', () => {
    const long = `<b>${'x'.repeat(SITE_HTML_MAX_LENGTH)}</b>`;
    expect(renderSiteHtml(long)).toBe(long);
  });
});

describe('useSiteHtml', () => {
  it('loads the pipeline on first use and then renders', async () => {
    const { result } = renderHook(() => useSiteHtml('<em>Hello</em>'));
    await waitFor(() => expect(result.current.ready).toBe(true));
    const { container } = render(<>{result.current.node}</>);
    expect(container.querySelector('em')?.textContent).toBe('Hello');
  });

  it('stays unloaded when not enabled', () => {
    const { result } = renderHook(() => useSiteHtml('<em>Hello</em>', { enabled: false }));
    expect(result.current).toEqual({ node: undefined, ready: false });
  });
});
