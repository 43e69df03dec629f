import { useCallback, useState } from 'react';

/** Options of {@link useControllableState}. */
export interface ControllableStateOptions<T> {
  /** The controlled value; `undefined` leaves the state uncontrolled. */
  value: T | undefined;
  /** The initial value while uncontrolled. */
  defaultValue: T;
  /** Called with the requested value, controlled or not. */
  onChange?: (value: T) => void;
}

/** A value that the caller may control (`value`) or leave to the component (`defaultValue`). */
export function useControllableState<T>({
  value,
  defaultValue,
  onChange,
}: ControllableStateOptions<T>): [T, (next: T) => void] {
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : uncontrolled;
  const setValue = useCallback(
    (next: T) => {
      if (!controlled) setUncontrolled(next);
      onChange?.(next);
    },
    [controlled, onChange],
  );
  return [current, setValue];
}
