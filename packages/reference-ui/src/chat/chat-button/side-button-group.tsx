import { mergeProps } from '@cxkit/headless/react';
import type { ComponentPropsWithRef } from 'react';
import { useAreaTranslate } from '../texts/use-area-translate';
import { sideButtonGroupAnatomy as anatomy } from './chat-button.anatomy';
import { chatButtonTexts } from './chat-button.texts';
import { useDockManager } from '@cxkit/headless/react/dock';

/** Props of {@link SideButtonGroup}: those of its `<div>`; its children are side buttons. */
export type SideButtonGroupProps = ComponentPropsWithRef<'div'>;

/** The group of side buttons on the right edge of the page (along the bottom in mobile mode). */
export function SideButtonGroup(props: SideButtonGroupProps) {
  const dock = useDockManager();
  const translate = useAreaTranslate(chatButtonTexts);
  return (
    <div
      {...mergeProps(
        {
          ...dock.getSideButtonGroupProps(),
          ...anatomy.root.attrs,
          role: 'group',
          'aria-label': translate('webchat.chatButton.groupLabel'),
        },
        props,
      )}
    />
  );
}
