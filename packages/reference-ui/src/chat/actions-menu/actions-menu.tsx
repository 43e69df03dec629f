import { mergeProps } from '@cxkit/headless/react';
import { useMenu, type MenuItem, type MenuSelectDetails } from '@cxkit/headless/react/menu';
import { useChat } from '@cxkit/headless/react/chat';
import { useContext, useId, useRef, type ComponentPropsWithRef } from 'react';
import { ChatInputContext } from '../chat-input/chat-input.context';
import { useChatTranslate } from '../texts';
import { actionsMenuAnatomy as anatomy } from './actions-menu.anatomy';
import { actionsMenuTexts, type ActionsMenuTextKey } from './actions-menu.texts';
import { ActionsIcon } from '../../shell/internal/icons';

/** The emojis of the picker (spec 2, section 9: three), with the keys of their names. */
export const chatEmojis: readonly { emoji: string; label: ActionsMenuTextKey }[] = [
  { emoji: '🙂', label: 'webchat.actions.emoji.smile' },
  { emoji: '🙁', label: 'webchat.actions.emoji.sad' },
  { emoji: '👍', label: 'webchat.actions.emoji.thumbsUp' },
];

/** Values of the menu's items other than the emojis (whose values are the emojis). */
const uploadValue = 'upload';
const cobrowseValue = 'cobrowse';

/** Details of an open or close request. */
export interface ActionsMenuOpenChangeDetails {
  /** Whether the menu is to be open. */
  open: boolean;
}

/** Details of a picked emoji. */
export interface EmojiSelectDetails {
  /** The emoji. */
  emoji: string;
}

/** Props of {@link ActionsMenu}; other props go to its root `<div>`. */
export interface ActionsMenuProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called with `{ open }` when the menu asks to open or close. */
  onOpenChange?: (details: ActionsMenuOpenChangeDetails) => void;
  /** Called with `{ emoji }` when an emoji is picked; inside a `ChatInput` it is also inserted into the message. */
  onEmojiSelect?: (details: EmojiSelectDetails) => void;
  /** Whether co-browse can be offered (the engine is ready and no other widget runs it). @default false */
  cobrowseAvailable?: boolean;
  /** Whether a co-browse session runs (the item then stops it). @default false */
  cobrowseActive?: boolean;
  /** Called by the 'Start co-browse' item. */
  onCobrowseStart?: () => void;
  /** Called by the 'Stop co-browse' item. */
  onCobrowseStop?: () => void;
  /** Offers the emoji picker (`webchat.emojis`). @default true */
  emojis?: boolean;
  /** Offers file upload where the chat's back end takes files (`webchat.uploadsEnabled`). @default true */
  uploads?: boolean;
}

/**
 * The chat's actions: a menu button (APG menu button pattern) whose menu holds the emoji picker,
 * file upload through a hidden file input, and co-browse start or stop, shown only while an agent
 * is connected and co-browse is available. Disabled while no chat is active; not shown while it
 * would offer nothing.
 */
export function ActionsMenu({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  onEmojiSelect,
  cobrowseAvailable = false,
  cobrowseActive = false,
  onCobrowseStart,
  onCobrowseStop,
  emojis = true,
  uploads = true,
  ...props
}: ActionsMenuProps) {
  const t = useChatTranslate(actionsMenuTexts);
  const chat = useChat();
  const input = useContext(ChatInputContext);
  const fileRef = useRef<HTMLInputElement>(null);
  const needAgentId = useId();

  const needsAgent = chat.uploadNeedsAgent;
  const showUpload = uploads && chat.capabilities.fileUpload;
  const showCobrowse = cobrowseAvailable && chat.isAgentConnected;
  const items: MenuItem[] = [
    ...(emojis ? chatEmojis.map(({ emoji, label }) => ({ value: emoji, label: t(label) })) : []),
    ...(showUpload
      ? [{ value: uploadValue, label: t('webchat.actions.upload'), disabled: needsAgent }]
      : []),
    ...(showCobrowse
      ? [
          {
            value: cobrowseValue,
            label: t(
              cobrowseActive ? 'webchat.actions.cobrowseStop' : 'webchat.actions.cobrowseStart',
            ),
          },
        ]
      : []),
  ];
  const onSelect = ({ value }: MenuSelectDetails) => {
    if (value === uploadValue) {
      fileRef.current?.click();
    } else if (value === cobrowseValue) {
      if (cobrowseActive) onCobrowseStop?.();
      else onCobrowseStart?.();
    } else {
      // The menu gave the focus back to its button; in a message bar the message takes it.
      onEmojiSelect?.({ emoji: value });
      input?.insertText(value);
    }
  };
  const disabled = !chat.isActive;
  const menu = useMenu({
    items,
    open: openProp,
    defaultOpen,
    onOpenChange,
    onSelect,
    disabled,
    // A disabled item stays focusable, so that its description (why it is disabled) is read.
    skipDisabled: false,
  });

  const state = menu.isOpen ? 'open' : 'closed';
  const itemProps = (value: string, action: string, itemDisabled = false) =>
    menu.getItemProps(value, {
      ...anatomy.item.attrs,
      type: 'button' as const,
      'data-action': action,
      'data-state': itemDisabled ? 'disabled' : 'enabled',
    });

  if (!emojis && !showUpload && !showCobrowse) return null;
  return (
    <div {...mergeProps({ ...anatomy.root.attrs, 'data-state': state }, props)}>
      <button
        {...menu.getTriggerProps({
          ...anatomy.trigger.attrs,
          'aria-label': t('webchat.actions.menu'),
          'data-state': disabled ? 'disabled' : state,
        })}
      >
        <ActionsIcon />
      </button>
      <div {...menu.getMenuProps({ ...anatomy.content.attrs })}>
        {emojis && (
          <div {...anatomy.emojiGroup.attrs} role="group" aria-label={t('webchat.actions.emoji')}>
            {chatEmojis.map(({ emoji, label }) => (
              <button key={emoji} {...itemProps(emoji, 'emoji')} aria-label={t(label)}>
                {emoji}
              </button>
            ))}
          </div>
        )}
        {showUpload && (
          <button
            {...itemProps(uploadValue, 'upload', needsAgent)}
            aria-describedby={needsAgent ? needAgentId : undefined}
          >
            {t('webchat.actions.upload')}
          </button>
        )}
        {showCobrowse && (
          <button {...itemProps(cobrowseValue, 'cobrowse')}>
            {t(cobrowseActive ? 'webchat.actions.cobrowseStop' : 'webchat.actions.cobrowseStart')}
          </button>
        )}
      </div>
      {showUpload && needsAgent && (
        <span {...anatomy.description.attrs} id={needAgentId} hidden>
          {t('webchat.files.needAgent')}
        </span>
      )}
      {showUpload && (
        <input
          {...chat.getFileInputProps()}
          {...anatomy.fileInput.attrs}
          ref={fileRef}
          aria-label={t('webchat.actions.upload')}
        />
      )}
    </div>
  );
}
