import { useAreaTranslate } from '../texts/use-area-translate';
import { chatButtonTexts } from './chat-button.texts';
import { SideButton, type SideButtonProps } from './side-button';
import { ChatIcon } from '../../shell/internal/icons';

/** Props of {@link ChatButton}; other props go to its `<button>` (e.g. `onClick` to open the chat). */
export interface ChatButtonProps extends Omit<SideButtonProps, 'plugin' | 'label' | 'icon'> {
  /** Plugin the button registers under. @default 'WebChat' */
  plugin?: string;
}

/**
 * The chat launcher: a side button named 'Live Chat' that appears after the dock's side button
 * delay (1000 ms by default) with a fade, a slide or no effect.
 */
export function ChatButton({ plugin = 'WebChat', ...props }: ChatButtonProps) {
  const translate = useAreaTranslate(chatButtonTexts);
  return (
    <SideButton
      plugin={plugin}
      label={translate('webchat.chatButton.label')}
      icon={<ChatIcon />}
      {...props}
    />
  );
}
