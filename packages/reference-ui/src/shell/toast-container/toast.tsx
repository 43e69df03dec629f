import { mergeProps } from '@cxkit/headless/react';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { CloseButton } from '../internal/close-button';
import { isRendered } from '../internal/is-rendered';
import { useShell } from '../shell-context';
import { toastContainerAnatomy as anatomy } from './toast-container.anatomy';

/** Props of {@link Toast}; other props go to its root `<div>`. */
export interface ToastProps extends Omit<ComponentPropsWithRef<'div'>, 'title' | 'children'> {
  /** Title of the toast; it is the toast's accessible name. */
  title: ReactNode;
  /** The message of the toast. */
  children?: ReactNode;
  /** The toast's buttons, e.g. accept and decline `WidgetButton`s. */
  buttons?: ReactNode;
  /** Called by the close button; the button shows only with this handler. */
  onClose?: () => void;
}

/** One toast of a `ToastContainer`: title, message, buttons and a close button. */
export function Toast({ title, children, buttons, onClose, ...props }: ToastProps) {
  const { translate } = useShell();
  const titleId = useId();
  return (
    <div
      {...mergeProps(
        { ...anatomy.root.attrs, 'data-state': 'open', role: 'group', 'aria-labelledby': titleId },
        props,
      )}
    >
      <div {...anatomy.header.attrs}>
        <p {...anatomy.title.attrs} id={titleId}>
          {title}
        </p>
        {onClose && (
          <CloseButton
            attrs={anatomy.closeTrigger.attrs}
            label={translate('common.close')}
            onClick={onClose}
          />
        )}
      </div>
      {isRendered(children) && <div {...anatomy.description.attrs}>{children}</div>}
      {isRendered(buttons) && <div {...anatomy.buttons.attrs}>{buttons}</div>}
    </div>
  );
}
