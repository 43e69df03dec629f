import { useSiteHtml } from '@cxkit/headless/react/markdown';
import { CloseButton } from '../internal/close-button';
import { widgetWindowAnatomy as anatomy } from './widget-window.anatomy';

/** Props of {@link SiteOverlay}. */
export interface SiteOverlayProps {
  /** The site's HTML (a widget's `showOverlay`); rendered sanitised: markup yes, script never. */
  html: string;
  /** The close button's accessible name. */
  closeLabel: string;
  /** Called when the close button is pressed (the widget's `hideOverlay`). */
  onClose: () => void;
}

/**
 * What a site shows over a widget window's body (`WebChat.showOverlay`, `Callback.showOverlay`):
 * its HTML, sanitised, and a button that takes it away. Give it to `WidgetWindow`'s `overlay`.
 */
export function SiteOverlay({ html, closeLabel, onClose }: SiteOverlayProps) {
  const { node, ready } = useSiteHtml(html);
  return (
    <>
      <CloseButton attrs={anatomy.overlayCloseTrigger.attrs} label={closeLabel} onClick={onClose} />
      <div {...anatomy.overlayContent.attrs} data-state={ready ? 'ready' : 'loading'}>
        {ready ? node : null}
      </div>
    </>
  );
}
