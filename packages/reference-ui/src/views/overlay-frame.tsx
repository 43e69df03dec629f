import { mergeProps, mergeRefs, useModalFocus } from '@cxkit/headless/react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { overlayFrameAnatomy as anatomy } from './views.anatomy';

/** The phases of a view's frame: entering (250 ms), shown, leaving (500 ms). */
export type ViewFrameState = 'opening' | 'open' | 'closing';

/** Where an overlay sits: spec 3 takes left, right or center. */
export type OverlayFramePosition = 'left' | 'right' | 'center';

/** Props of {@link OverlayFrame}; other props go to its dialog element. */
export interface OverlayFrameProps extends ComponentPropsWithRef<'div'> {
  /** The animation phase, as `data-state`. @default 'open' */
  state?: ViewFrameState;
  /** Where the dialog sits. @default 'center' */
  position?: OverlayFramePosition;
  /** Dims the page behind the dialog. @default true */
  backdrop?: boolean;
  /** Whether Escape and a click on the backdrop call `onDismiss` (an immutable overlay is not). @default true */
  dismissible?: boolean;
  /** Called on Escape and on a click on the backdrop, when dismissible. */
  onDismiss?: () => void;
  /** The dialog's content: a widget's own markup, or `<SiteHtml>` for a bus command's html. */
  children?: ReactNode;
}

/**
 * The page's overlay (spec 3): a modal dialog (WAI-ARIA APG) at the left, the right or the centre,
 * over an optional dimming backdrop. Focus moves in on mount, Tab stays inside, Escape dismisses
 * and focus returns to the opener on unmount. Name it with `aria-labelledby` or `aria-label`.
 */
export function OverlayFrame({
  state = 'open',
  position = 'center',
  backdrop = true,
  dismissible = true,
  onDismiss,
  children,
  ref,
  ...props
}: OverlayFrameProps) {
  const focus = useModalFocus<HTMLDivElement>(
    dismissible && onDismiss ? { onEscape: onDismiss } : {},
  );
  const phase = { 'data-state': state, 'data-position': position };
  return (
    <div {...anatomy.root.attrs} {...phase}>
      {backdrop && (
        // Pointer-only convenience: keyboard users dismiss with Escape or the content's own buttons.
        <div
          {...anatomy.backdrop.attrs}
          data-state={state}
          aria-hidden="true"
          onClick={dismissible ? onDismiss : undefined}
        />
      )}
      <div
        {...mergeProps(
          {
            ...anatomy.dialog.attrs,
            ...phase,
            role: 'dialog',
            'aria-modal': 'true' as const,
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
