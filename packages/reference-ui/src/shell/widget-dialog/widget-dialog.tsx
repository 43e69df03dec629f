import { mergeProps } from '@cxkit/headless/react';
import { useId, useRef, type ComponentPropsWithRef, type ReactNode, type RefObject } from 'react';
import { firstTabbable } from '../internal/focusable';
import { CloseButton } from '../internal/close-button';
import { isRendered } from '../internal/is-rendered';
import { useShell } from '../shell-context';
import { useDialogFocus } from './use-dialog-focus';
import { widgetDialogAnatomy as anatomy } from './widget-dialog.anatomy';

/** Props of {@link WidgetDialog}; other props go to the dialog element. */
export interface WidgetDialogProps extends Omit<
  ComponentPropsWithRef<'div'>,
  'title' | 'children' | 'role'
> {
  /** Title of the dialog; it is the dialog's accessible name. */
  title: ReactNode;
  /** The message or content of the dialog; it is the dialog's accessible description. */
  children?: ReactNode;
  /** The dialog's buttons, e.g. `WidgetButton`s. */
  buttons?: ReactNode;
  /** `alertdialog` for confirmations and errors that interrupt the user. @default 'dialog' */
  role?: 'dialog' | 'alertdialog';
  /** Called on Escape and by the close button. */
  onClose?: () => void;
  /** Shows a close button in the header when `onClose` is set. @default true */
  closeButton?: boolean;
  /** Element to focus on open. @default the first focusable element of the content, then of the buttons */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Element to focus on close. @default the element that had focus before the dialog opened */
  finalFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * A modal dialog following the WAI-ARIA APG dialog pattern: labelled by its title, described by its
 * content, focus kept inside while open and returned to the opener on close. Rendering it opens it.
 */
export function WidgetDialog({
  title,
  children,
  buttons,
  role = 'dialog',
  onClose,
  closeButton = true,
  initialFocusRef,
  finalFocusRef,
  ...props
}: WidgetDialogProps) {
  const { translate } = useShell();
  const titleId = useId();
  const descriptionId = useId();
  const descriptionRef = useRef<HTMLDivElement>(null);
  const buttonsRef = useRef<HTMLDivElement>(null);
  const hasDescription = isRendered(children);
  const focus = useDialogFocus<HTMLDivElement>({
    // The header's close button comes first in the DOM, but the content is the better place to start.
    initialFocus: () =>
      initialFocusRef?.current ??
      firstTabbable(descriptionRef.current) ??
      firstTabbable(buttonsRef.current),
    finalFocusRef,
    onEscape: onClose,
  });

  const contentProps = mergeProps(
    {
      ...anatomy.content.attrs,
      'data-state': 'open',
      role,
      'aria-modal': true,
      'aria-labelledby': titleId,
      'aria-describedby': hasDescription ? descriptionId : undefined,
      tabIndex: -1,
      ref: focus.ref,
      onKeyDown: focus.onKeyDown,
    },
    props,
  );

  return (
    <div {...contentProps}>
      <div {...anatomy.header.attrs}>
        <h2 {...anatomy.title.attrs} id={titleId}>
          {title}
        </h2>
        {onClose && closeButton && (
          <CloseButton
            attrs={anatomy.closeTrigger.attrs}
            label={translate('common.dialogClose')}
            onClick={onClose}
          />
        )}
      </div>
      {hasDescription && (
        <div {...anatomy.description.attrs} id={descriptionId} ref={descriptionRef}>
          {children}
        </div>
      )}
      {isRendered(buttons) && (
        <div {...anatomy.buttons.attrs} ref={buttonsRef}>
          {buttons}
        </div>
      )}
    </div>
  );
}
