import { mergeProps } from '@cxkit/headless/react';
import type { ComponentPropsWithRef } from 'react';
import { widgetButtonAnatomy as anatomy } from './widget-button.anatomy';

/** Props of {@link WidgetButton}; other props go to its `<button>`. */
export interface WidgetButtonProps extends ComponentPropsWithRef<'button'> {
  /** `primary` for the main action (Confirm, Yes), `secondary` for the others (Cancel, No). @default 'secondary' */
  variant?: 'primary' | 'secondary';
}

/** A button of a widget's or a dialog's button area; `type="button"` unless told otherwise. */
export function WidgetButton({ variant = 'secondary', ...props }: WidgetButtonProps) {
  return (
    <button
      {...mergeProps(
        {
          ...anatomy.root.attrs,
          'data-variant': variant,
          'data-state': props.disabled ? 'disabled' : 'enabled',
          type: 'button' as const,
        },
        props,
      )}
    />
  );
}
