import { mergeProps } from '@cxkit/headless/react';
import type { ComponentPropsWithRef } from 'react';
import { overlayContainerAnatomy as anatomy } from './overlay-container.anatomy';

/** Props of {@link OverlayContainer}; other props go to its root `<div>`. */
export interface OverlayContainerProps extends ComponentPropsWithRef<'div'> {
  /** Called when the backdrop is clicked. */
  onDismiss?: () => void;
}

/** A full-window overlay: a backdrop with its content (an overlay window or a dialog) centred on it. */
export function OverlayContainer({ children, onDismiss, ...props }: OverlayContainerProps) {
  return (
    <div {...mergeProps({ ...anatomy.root.attrs, 'data-state': 'open' }, props)}>
      {/* Pointer-only convenience: keyboard users close the content with its own buttons or Escape. */}
      <div {...anatomy.backdrop.attrs} data-state="open" aria-hidden="true" onClick={onDismiss} />
      <div {...anatomy.content.attrs}>{children}</div>
    </div>
  );
}
