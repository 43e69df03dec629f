import { mergeProps } from '@cxkit/headless/react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { visuallyHidden } from '../../shell/internal/visually-hidden';
import { chatDialogsAnatomy as anatomy } from './dialogs.anatomy';
import { useDialogTranslate } from './use-dialog-translate';

/** Props of {@link SpinnerGraphic}. */
interface SpinnerGraphicProps {
  /** The text beside the spinning ring. */
  label: ReactNode;
  /** Keeps the text for screen readers only. */
  labelHidden: boolean;
}

/** The spinning ring and its text, without a live region of its own. */
export function SpinnerGraphic({ label, labelHidden }: SpinnerGraphicProps) {
  return (
    <>
      <span {...anatomy.spinnerIcon.attrs} data-state="loading" aria-hidden="true" />
      <span
        {...anatomy.spinnerLabel.attrs}
        data-hidden={labelHidden || undefined}
        style={labelHidden ? visuallyHidden : undefined}
      >
        {label}
      </span>
    </>
  );
}

/** Props of {@link LoadingSpinner}; other props go to its `<div>`. */
export interface LoadingSpinnerProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** Whether it spins; keep it rendered with `false` so that the next start is announced. @default true */
  loading?: boolean;
  /** The text said and shown while loading. @default 'Loading' (`common.loading`) */
  label?: ReactNode;
  /** Keeps the text for screen readers only. @default false */
  labelHidden?: boolean;
}

/** The loading spinner: a status region that says its text while loading and is empty otherwise. */
export function LoadingSpinner({
  loading = true,
  label,
  labelHidden = false,
  ...props
}: LoadingSpinnerProps) {
  const t = useDialogTranslate();
  const state = loading ? 'loading' : 'idle';
  return (
    <div {...mergeProps({ ...anatomy.spinner.attrs, 'data-state': state, role: 'status' }, props)}>
      {loading && <SpinnerGraphic label={label ?? t('common.loading')} labelHidden={labelHidden} />}
    </div>
  );
}
