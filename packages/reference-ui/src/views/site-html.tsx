import { useSiteHtml } from '@cxkit/headless/react/markdown';
import type { ComponentPropsWithoutRef } from 'react';

/** Props of {@link SiteHtml}; other props go to its `<div>`. */
export interface SiteHtmlProps extends ComponentPropsWithoutRef<'div'> {
  /** The HTML a bus command gave (`Overlay.open`, `Toaster.open`). */
  html: string;
}

/**
 * HTML from a bus command, sanitised with the rich-media sanitiser (`useSiteHtml`): markup yes,
 * script, handlers and styles never. Empty until the sanitiser's chunk has loaded.
 */
export function SiteHtml({ html, ...props }: SiteHtmlProps) {
  const { node, ready } = useSiteHtml(html);
  return (
    <div {...props} data-state={ready ? 'ready' : 'loading'}>
      {ready ? node : null}
    </div>
  );
}
