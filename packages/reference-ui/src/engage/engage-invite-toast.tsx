import { defaultInviteTexts } from '@cxkit/headless/engage-invite';
import { mergeProps } from '@cxkit/headless/react';
import { useEngageInvite } from '@cxkit/headless/react/engage';
import type { ComponentPropsWithRef } from 'react';
import { CloseButton } from '../shell/internal/close-button';
import { useShell } from '../shell/shell-context';
import { toastContainerAnatomy as toast } from '../shell/toast-container/toast-container.anatomy';
import { ToastContainer } from '../shell/toast-container/toast-container';
import { asWidgetButton, WidgetButton } from '../shell/widget-button/widget-button';
import { useAreaTranslate } from '../chat/texts/use-area-translate';
import { engageInviteTexts } from './engage-invite.texts';

/** Props of {@link EngageInviteToast}; other props go to the toast's root `<div>`. */
export type EngageInviteToastProps = Omit<ComponentPropsWithRef<'div'>, 'children' | 'title'>;

/** Moves the invite's part names to `data-kind`, as `asWidgetButton` does: the toast keeps its styles. */
function asToastPart<Props extends { 'data-scope': string; 'data-part': string }>(
  props: Props,
  part: { attrs: object },
) {
  const { 'data-scope': _scope, 'data-part': kind, ...rest } = props;
  return { ...rest, ...part.attrs, 'data-kind': `engage-invite-${kind}` };
}

/**
 * The engage invite toast (spec 1 'Engage invite toast', spec 3 'Invite toast'): the title, the
 * message, 'Start chat' and 'No thanks', and the close control, in the page's toast stack (a polite
 * status region). A non-modal dialog named by its title: the visitor can go on with the page.
 */
export function EngageInviteToast(props: EngageInviteToastProps) {
  const api = useEngageInvite();
  const { translate } = useShell();
  const t = useAreaTranslate(engageInviteTexts);
  if (!api.isOpen) return null;
  // The spec's defaults follow the app's language; an invite's own texts are shown as given.
  const text = (given: string, key: 'title' | 'body' | 'accept' | 'decline') =>
    given === defaultInviteTexts[key] ? t(`engage.${key}`) : given;
  const { hidden: _hidden, ...root } = api.getRootProps();
  return (
    <ToastContainer>
      <div {...mergeProps(asToastPart(root, toast.root), props)}>
        <div {...toast.header.attrs}>
          <p {...asToastPart(api.getTitleProps(), toast.title)}>{text(api.title, 'title')}</p>
          <CloseButton
            attrs={{ ...toast.closeTrigger.attrs, 'data-kind': 'engage-invite-close' }}
            label={translate('common.close')}
            onClick={api.getCloseProps().onClick}
          />
        </div>
        <div {...asToastPart(api.getBodyProps(), toast.description)}>{text(api.body, 'body')}</div>
        <div {...toast.buttons.attrs}>
          <WidgetButton {...asWidgetButton(api.getDeclineProps())}>
            {text(api.declineText, 'decline')}
          </WidgetButton>
          <WidgetButton variant="primary" {...asWidgetButton(api.getAcceptProps())}>
            {text(api.acceptText, 'accept')}
          </WidgetButton>
        </div>
      </div>
    </ToastContainer>
  );
}
