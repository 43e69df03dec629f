import { mergeProps } from '@cxkit/headless/react';
import type { ComponentPropsWithRef } from 'react';
import { dockContainerAnatomy as anatomy } from './dock-container.anatomy';

/** Props of {@link DockContainer}: those of its `<div>`; its children are docked windows. */
export type DockContainerProps = ComponentPropsWithRef<'div'>;

/** The bottom-right dock: docked windows sit side by side, the first one rightmost. */
export function DockContainer(props: DockContainerProps) {
  return <div {...mergeProps(anatomy.root.attrs, { ...props })} />;
}
