import { useOverlay, useToaster } from '@cxkit/headless/react/views';
import { CloseButton } from '../shell/internal/close-button';
import { ChatIcon } from '../shell/internal/icons';
import { WidgetButton } from '../shell/widget-button';
import { useAreaTranslate } from '../chat/texts/use-area-translate';
import { OverlayFrame } from './overlay-frame';
import { SiteHtml } from './site-html';
import { ToasterFrame } from './toaster-frame';
import { overlayFrameAnatomy, toasterFrameAnatomy } from './views.anatomy';
import { viewsTexts } from './views.texts';

/**
 * What the `Overlay` plugin shows (`Overlay.open({ html })`): its html, sanitised, in the
 * {@link OverlayFrame} at its position, with a close button while mutable. Put it under an
 * `OverlayProvider`.
 */
export function OverlayView() {
  const api = useOverlay();
  const t = useAreaTranslate(viewsTexts);
  const { content } = api;
  if (!api.isVisible || content?.kind !== 'overlay') return null;
  return (
    <OverlayFrame
      state={api.phase === 'closed' ? 'closing' : api.phase}
      position={content.position}
      backdrop={content.backdrop}
      dismissible={api.isMutable}
      onDismiss={api.dismiss}
      aria-label={content.label ?? t('overlay.label')}
      data-commander={api.commander}
    >
      {api.isMutable && (
        <CloseButton
          attrs={{ ...overlayFrameAnatomy.closeTrigger.attrs }}
          label={t('overlay.close')}
          onClick={api.dismiss}
        />
      )}
      <SiteHtml {...overlayFrameAnatomy.content.attrs} html={content.html} />
    </OverlayFrame>
  );
}

/**
 * What the `Toaster` plugin shows (`Toaster.open`): a generic toaster (icon, title, body, primary
 * and secondary buttons) or its html, sanitised, in the {@link ToasterFrame}. Put it under a
 * `ToasterProvider`.
 */
export function ToasterView() {
  const api = useToaster();
  const t = useAreaTranslate(viewsTexts);
  const { content } = api;
  if (!api.isVisible || content?.kind !== 'toaster') return null;
  const named =
    content.type === 'generic' && content.title !== undefined
      ? { 'aria-labelledby': api.getTitleProps().id as string }
      : { 'aria-label': t('toaster.label') };
  return (
    <ToasterFrame
      state={api.phase === 'closed' ? 'closing' : api.phase}
      dismissible={api.isMutable}
      onDismiss={api.dismiss}
      data-commander={api.commander}
      data-type={content.type}
      {...named}
    >
      {api.isMutable && (
        <CloseButton
          attrs={{ ...toasterFrameAnatomy.closeTrigger.attrs }}
          label={t('toaster.close')}
          onClick={api.dismiss}
        />
      )}
      {content.type === 'custom' ? (
        <SiteHtml {...toasterFrameAnatomy.content.attrs} html={content.html ?? ''} />
      ) : (
        <div {...toasterFrameAnatomy.content.attrs}>
          <div {...toasterFrameAnatomy.header.attrs}>
            {content.icon !== undefined && (
              <span {...toasterFrameAnatomy.icon.attrs} data-icon={content.icon} aria-hidden="true">
                <ChatIcon />
              </span>
            )}
            {content.title !== undefined && (
              <h2 {...toasterFrameAnatomy.title.attrs} id={api.getTitleProps().id as string}>
                {content.title}
              </h2>
            )}
          </div>
          {content.body !== undefined && <p {...toasterFrameAnatomy.body.attrs}>{content.body}</p>}
          {content.buttons && (
            <div {...toasterFrameAnatomy.buttons.attrs}>
              {content.buttons.secondary !== undefined && (
                <WidgetButton onClick={api.chooseSecondary} data-choice="secondary">
                  {content.buttons.secondary}
                </WidgetButton>
              )}
              {content.buttons.primary !== undefined && (
                <WidgetButton variant="primary" onClick={api.choosePrimary} data-choice="primary">
                  {content.buttons.primary}
                </WidgetButton>
              )}
            </div>
          )}
        </div>
      )}
    </ToasterFrame>
  );
}
