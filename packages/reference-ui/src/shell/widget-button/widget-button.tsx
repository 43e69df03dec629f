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

/**
 * A headless button getter's props for a {@link WidgetButton}: the button keeps its own scope and
 * part (its styles), and the widget's part goes to `data-kind`.
 */
export function asWidgetButton<Props extends { 'data-scope': string; 'data-part': string }>({
  'data-scope': _scope,
  'data-part': part,
  ...props
}: Props): Omit<Props, 'data-scope' | 'data-part'> & { 'data-kind': string } {
  return { ...props, 'data-kind': part };
}
