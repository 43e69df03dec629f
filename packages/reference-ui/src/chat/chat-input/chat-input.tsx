import { mergeProps } from '@cxkit/headless/react';
import { useChatComposer, type UseChatComposerOptions } from '@cxkit/headless/react/chat';
import {
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { useShell } from '../../shell/shell-context';
import { useChatTranslate } from '../texts';
import { chatInputAnatomy as anatomy } from './chat-input.anatomy';
import { ChatInputContext, type ChatInputContextValue } from './chat-input.context';
import { chatInputTexts } from './chat-input.texts';
import { SendIcon } from '../../shell/internal/icons';
import { visuallyHidden } from '../../shell/internal/visually-hidden';

/** Most lines the message grows to before it scrolls (spec 2, section 9). */
export const chatInputMaxLines = { mobile: 8, desktop: 11 } as const;

/** How close the draft is to the length limit, or past it: the counter's and the root's `data-state`. */
export type ChatInputLevel = 'normal' | 'warning' | 'full' | 'over';

/** Props of {@link ChatInput}; other props go to its root `<div>`. */
export interface ChatInputProps
  extends UseChatComposerOptions, Omit<ComponentPropsWithRef<'div'>, 'children' | 'defaultValue'> {
  /** Controls shown before the message, e.g. `<ActionsMenu />`; they reach the message through `ChatInputContext`. */
  actions?: ReactNode;
  /** Mobile layout: at most 8 lines and text of at least 16 px. @default the app's mobile mode */
  mobile?: boolean;
  /** Props for the `<textarea>`, merged over the composer's. */
  inputProps?: ComponentPropsWithRef<'textarea'>;
  /**
   * Shows the remaining-characters counter as the visitor types (`webchat.charCountEnabled`).
   * Without it the counter shows, and is said, only once the limit is reached or passed. @default true
   */
  counter?: boolean;
}

function supportsFieldSizing(): boolean {
  return typeof CSS !== 'undefined' && typeof CSS.supports === 'function'
    ? CSS.supports('field-sizing', 'content')
    : false;
}

/**
 * The message input: a textarea named 'Message' that grows to 8 lines on mobile and 11 on desktop,
 * a remaining-characters counter that warns at 10 or fewer (announced once per level, not per key),
 * and a 'Send' button shown only while there is text. Enter sends, Shift+Enter breaks the line. A
 * longer text (pasted) is kept whole, marked invalid with the spec's 'Message length exceeds
 * configured threshold' text until it is shortened; it cannot be sent meanwhile.
 */
export function ChatInput({
  value,
  defaultValue,
  onValueChange,
  draftStorage,
  actions,
  mobile: mobileProp,
  inputProps,
  counter = true,
  ...props
}: ChatInputProps) {
  const t = useChatTranslate(chatInputTexts);
  const { isMobile } = useShell();
  const mobile = mobileProp ?? isMobile;
  const composer = useChatComposer({ value, defaultValue, onValueChange, draftStorage });
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const caretRef = useRef<number | null>(null);
  const descriptionId = useId();

  const { remaining } = composer;
  const level: ChatInputLevel = composer.isOverLimit
    ? 'over'
    : remaining === 0
      ? 'full'
      : composer.isNearLimit
        ? 'warning'
        : 'normal';
  const remainingText = composer.isOverLimit
    ? t('webchat.commands.messageTooLong', { max: composer.maxLength })
    : remaining === 1
      ? t('webchat.input.remainingOne')
      : t('webchat.input.remaining', { count: remaining });
  // The live region changes only when the level changes, so typing near the limit is not read out per key.
  const [announced, setAnnounced] = useState<{ level: ChatInputLevel; text: string }>({
    level: 'normal',
    text: '',
  });
  if (announced.level !== level) {
    const text =
      level === 'full'
        ? t('webchat.input.limitReached')
        : (level === 'warning' && counter) || level === 'over'
          ? remainingText
          : '';
    setAnnounced({ level, text });
  }

  const insertText = (text: string) => {
    const textarea = textareaRef.current;
    const current = composer.value;
    const start = textarea?.selectionStart ?? current.length;
    const end = textarea?.selectionEnd ?? current.length;
    caretRef.current = start + text.length;
    composer.setValue(current.slice(0, start) + text + current.slice(end));
    textarea?.focus();
  };
  const insertRef = useRef(insertText);
  useLayoutEffect(() => {
    insertRef.current = insertText;
  });
  const context = useMemo<ChatInputContextValue>(
    () => ({ insertText: (text) => insertRef.current(text) }),
    [],
  );

  const lines = mobile ? chatInputMaxLines.mobile : chatInputMaxLines.desktop;
  useLayoutEffect(() => {
    const textarea = textareaRef.current;
    if (caretRef.current !== null && textarea) {
      textarea.setSelectionRange(caretRef.current, caretRef.current);
      caretRef.current = null;
    }
    // Browsers without `field-sizing: content` grow the textarea here; CSS caps it at `lines`.
    if (!textarea || supportsFieldSizing()) return;
    textarea.style.height = 'auto';
    if (textarea.scrollHeight > 0) {
      const borders = textarea.offsetHeight - textarea.clientHeight;
      textarea.style.height = `${textarea.scrollHeight + borders}px`;
    }
  }, [composer.value, lines]);

  const input = composer.getInputProps(
    mergeProps(
      {
        ref: textareaRef,
        rows: 1,
        'aria-label': t('webchat.input.label'),
        'aria-describedby': descriptionId,
        placeholder: t('webchat.input.placeholder'),
        'data-layout': mobile ? 'mobile' : 'desktop',
        style: { '--cx-input-max-lines': String(lines) } as CSSProperties,
      },
      inputProps ?? {},
    ),
  );
  const hasText = composer.value.trim() !== '';

  return (
    <ChatInputContext value={context}>
      <div
        {...mergeProps(
          {
            ...anatomy.root.attrs,
            'data-state': level,
            'data-layout': mobile ? 'mobile' : 'desktop',
          },
          props,
        )}
      >
        {actions}
        <textarea {...input} data-state={input.disabled ? 'disabled' : 'enabled'} />
        {(counter || level === 'full' || level === 'over') && (
          <span {...anatomy.counter.attrs} data-state={level} aria-hidden="true">
            {remaining}
          </span>
        )}
        <span {...anatomy.description.attrs} id={descriptionId} hidden>
          {remainingText}
        </span>
        <span {...anatomy.announcer.attrs} role="status" style={visuallyHidden}>
          {announced.text}
        </span>
        {hasText && (
          <button
            {...composer.getSendButtonProps({
              'aria-label': t('webchat.input.send'),
              // The button goes away with the text it sent: keep the focus in the message.
              onClick: () => textareaRef.current?.focus(),
            })}
          >
            <SendIcon />
          </button>
        )}
      </div>
    </ChatInputContext>
  );
}
