import { mergeProps, mergeRefs, useModalFocus } from '@cxkit/headless/react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import type { ViewFrameState } from './overlay-frame';
import { toasterFrameAnatomy as anatomy } from './views.anatomy';

/** Props of {@link ToasterFrame}; other props go to its panel element. */
export interface ToasterFrameProps extends ComponentPropsWithRef<'div'> {
  /** The animation phase, as `data-state`. @default 'open' */
  state?: ViewFrameState;
  /** Whether Escape inside the panel calls `onDismiss` (a reserved toaster is not). @default true */
  dismissible?: boolean;
  /** Called on Escape inside the panel, when dismissible. */
  onDismiss?: () => void;
  /** Moves the focus into the panel when it mounts (an offer the visitor asked for). @default false */
  autoFocus?: boolean;
  /** The panel's content: a widget's own markup, or `<SiteHtml>` for a bus command's html. */
  children?: ReactNode;
}

/**
 * The page's toaster (spec 3): a panel docked at the bottom, a non-modal dialog (WAI-ARIA APG): the
 * page stays usable, Escape inside it dismisses, and a focus it took returns on unmount. Name it
 * with `aria-labelledby` or `aria-label`.
 */
export function ToasterFrame({
  state = 'open',
  dismissible = true,
  onDismiss,
  autoFocus = false,
  children,
  ref,
  ...props
}: ToasterFrameProps) {
  const focus = useModalFocus<HTMLDivElement>({
    trap: false,
    autoFocus,
    ...(dismissible && onDismiss ? { onEscape: onDismiss } : {}),
  });
  return (
    <div {...anatomy.root.attrs} data-state={state}>
      <div
        {...mergeProps(
          {
            ...anatomy.panel.attrs,
            'data-state': state,
            role: 'dialog',
            'aria-modal': 'false' as const,
            tabIndex: -1,
            onKeyDown: focus.onKeyDown,
          },
          props,
        )}
        ref={mergeRefs(focus.ref, ref)}
      >
        {children}
      </div>
    </div>
  );
}
