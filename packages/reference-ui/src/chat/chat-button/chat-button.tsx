import { useAreaTranslate } from '../texts/use-area-translate';
import { chatButtonTexts } from './chat-button.texts';
import { SideButton, type SideButtonProps } from './side-button';

/** Props of {@link ChatButton}; other props go to its `<button>` (e.g. `onClick` to open the chat). */
export interface ChatButtonProps extends Omit<SideButtonProps, 'plugin' | 'label' | 'icon'> {
  /** Plugin the button registers under. @default 'WebChat' */
  plugin?: string;
}

/** A speech bubble; decorative, the button carries the name. */
function ChatIcon() {
  return (
    <svg
      viewBox="0 0 16 16"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M2.5 3.5h11v7h-6l-3 2.5v-2.5h-2z" />
    </svg>
  );
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
