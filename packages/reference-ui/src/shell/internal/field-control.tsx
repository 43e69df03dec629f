import type { ComponentPropsWithoutRef } from 'react';

/** An option of a select field, its label a text key. */
interface FieldOption {
  value: string;
  label: string;
}

/** Props of {@link FieldControl}. */
export interface FieldControlProps {
  /** The field's type: `textarea` and `select` get their own elements, any other an `<input>`. */
  type: string;
  /** A select's options. */
  options?: readonly FieldOption[] | undefined;
  /** The control's props, from the form's getter (a textarea drops `type`). */
  props: ComponentPropsWithoutRef<'input'> & Record<`data-${string}`, string | undefined>;
  /** Translates an option's label key. */
  t: (key: string) => string;
}

/** A form field's control by its type: a textarea, a select with its options' texts, else an input. */
export function FieldControl({ type, options, props, t }: FieldControlProps) {
  if (type === 'textarea') {
    const { type: _type, ...rest } = props;
    return <textarea {...(rest as ComponentPropsWithoutRef<'textarea'>)} rows={3} />;
  }
  if (type === 'select') {
    return (
      <select {...(props as ComponentPropsWithoutRef<'select'>)}>
        {(options ?? []).map((option) => (
          <option key={option.value} value={option.value}>
            {t(option.label)}
          </option>
        ))}
      </select>
    );
  }
  return <input {...props} />;
}
