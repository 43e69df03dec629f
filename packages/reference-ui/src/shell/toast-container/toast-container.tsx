import { mergeProps } from '@cxkit/headless/react';
import type { ComponentPropsWithRef } from 'react';
import { toastContainerAnatomy as anatomy } from './toast-container.anatomy';

/** Props of {@link ToastContainer}: those of its `<div>`; its children are `Toast`s. */
export type ToastContainerProps = ComponentPropsWithRef<'div'>;

/** The stack of toasts: a polite status region, so that new toasts are announced without interrupting. */
export function ToastContainer(props: ToastContainerProps) {
  return <div {...mergeProps({ ...anatomy.group.attrs, role: 'status' }, props)} />;
}
