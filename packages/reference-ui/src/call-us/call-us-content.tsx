import { useSiteHtml } from '@cxkit/headless/react/markdown';
import { useLayoutEffect, useRef, type ComponentPropsWithoutRef } from 'react';

/** Props of {@link CallUsContent}; other props go to its `<div>`. */
export interface CallUsContentProps extends ComponentPropsWithoutRef<'div'> {
  /** The site's HTML (`callus.content`). */
  html: string;
  /** Runs the HTML's script (`callus.contentScripts`: the site vouches for it). @default false */
  scripts?: boolean;
}

/** The site's HTML with its script run: parsed as a fragment, whose scripts run when it is inserted. */
function ScriptedHtml({ html, ...props }: Omit<CallUsContentProps, 'scripts'>) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    element.replaceChildren(document.createRange().createContextualFragment(html));
    return () => element.replaceChildren();
  }, [html]);
  return <div {...props} ref={ref} />;
}

/** The site's HTML sanitised: markup yes, script, handlers and styles never. */
function SanitisedHtml({ html, ...props }: Omit<CallUsContentProps, 'scripts'>) {
  const { node, ready } = useSiteHtml(html);
  return (
    <div {...props} data-state={ready ? 'ready' : 'loading'}>
      {ready ? node : null}
    </div>
  );
}

/**
 * The custom content that replaces the Call Us content area (`callus.content`): sanitised with the
 * rich-media sanitiser (the one of `showOverlay` and injected messages), unless the site opted in
 * to its script with `contentScripts`.
 */
export function CallUsContent({ scripts = false, ...props }: CallUsContentProps) {
  return scripts ? <ScriptedHtml {...props} /> : <SanitisedHtml {...props} />;
}
