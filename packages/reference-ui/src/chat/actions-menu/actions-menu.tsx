import { mergeProps, useControllableState } from '@cxkit/headless/react';
import { useChat } from '@cxkit/headless/react/chat';
import {
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  type ComponentPropsWithRef,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
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

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
}

/** Focuses the menu's item at `index`, wrapping around (-1 is the last). */
function focusItemAt(menu: HTMLElement | null, index: number) {
  const items = menuItems(menu);
  if (items.length > 0) items[(index + items.length) % items.length].focus();
}

function labelOf(item: HTMLElement): string {
  return (item.getAttribute('aria-label') ?? item.textContent ?? '').trim().toLowerCase();
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
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange ? (next: boolean) => onOpenChange({ open: next }) : undefined,
  });
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const focusOnOpen = useRef<'first' | 'last' | null>(null);
  const triggerId = useId();
  const menuId = useId();
  const needAgentId = useId();

  const disabled = !chat.isActive;
  const isOpen = open && !disabled;
  // Read by the handlers that run between a request and the next render (blur after a focus move).
  const openRef = useRef(isOpen);
  useLayoutEffect(() => {
    openRef.current = isOpen;
  });

  const focusItem = (index: number) => focusItemAt(menuRef.current, index);

  useEffect(() => {
    if (!isOpen || !focusOnOpen.current) return;
    focusItemAt(menuRef.current, focusOnOpen.current === 'first' ? 0 : -1);
    focusOnOpen.current = null;
  }, [isOpen]);

  const show = (focus: 'first' | 'last') => {
    if (openRef.current) {
      focusItem(focus === 'first' ? 0 : -1);
      return;
    }
    focusOnOpen.current = focus;
    openRef.current = true;
    setOpen(true);
  };
  const hide = (returnFocus: boolean) => {
    if (!openRef.current) return;
    openRef.current = false;
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      show(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };
  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = menuItems(menuRef.current);
    const current = list.indexOf(document.activeElement as HTMLElement);
    switch (event.key) {
      case 'ArrowDown':
        focusItem(current + 1);
        break;
      case 'ArrowUp':
        focusItem(current < 0 ? -1 : current - 1);
        break;
      case 'Home':
        focusItem(0);
        break;
      case 'End':
        focusItem(-1);
        break;
      case 'Escape':
        hide(true);
        break;
      case 'Tab':
        hide(false);
        return;
      default: {
        if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
        const key = event.key.toLowerCase();
        const order = [...list.slice(current + 1), ...list.slice(0, current + 1)];
        order.find((item) => labelOf(item).startsWith(key))?.focus();
      }
    }
    event.preventDefault();
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hide(false);
  };

  const pickEmoji = (emoji: string) => {
    onEmojiSelect?.({ emoji });
    if (input) {
      hide(false);
      input.insertText(emoji);
    } else {
      hide(true);
    }
  };

  const needsAgent = chat.uploadNeedsAgent;
  const pickFile = () => {
    if (needsAgent) return;
    hide(true);
    fileRef.current?.click();
  };

  const showUpload = uploads && chat.capabilities.fileUpload;
  const showCobrowse = cobrowseAvailable && chat.isAgentConnected;
  const toggleCobrowse = () => {
    hide(true);
    if (cobrowseActive) onCobrowseStop?.();
    else onCobrowseStart?.();
  };

  const state = isOpen ? 'open' : 'closed';
  const itemProps = (action: string, itemDisabled = false) => ({
    ...anatomy.item.attrs,
    type: 'button' as const,
    role: 'menuitem',
    tabIndex: -1,
    'data-action': action,
    'data-state': itemDisabled ? 'disabled' : 'enabled',
    'aria-disabled': itemDisabled || undefined,
  });

  if (!emojis && !showUpload && !showCobrowse) return null;
  return (
    <div {...mergeProps({ ...anatomy.root.attrs, 'data-state': state, onBlur }, props)}>
      <button
        {...anatomy.trigger.attrs}
        ref={triggerRef}
        id={triggerId}
        type="button"
        aria-label={t('webchat.actions.menu')}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={menuId}
        disabled={disabled}
        data-state={disabled ? 'disabled' : state}
        onClick={() => (openRef.current ? hide(false) : show('first'))}
        onKeyDown={onTriggerKeyDown}
      >
        <ActionsIcon />
      </button>
      <div
        {...anatomy.content.attrs}
        ref={menuRef}
        id={menuId}
        role="menu"
        aria-labelledby={triggerId}
        hidden={!isOpen}
        data-state={state}
        onKeyDown={onMenuKeyDown}
      >
        {emojis && (
          <div {...anatomy.emojiGroup.attrs} role="group" aria-label={t('webchat.actions.emoji')}>
            {chatEmojis.map(({ emoji, label }) => (
              <button
                key={emoji}
                {...itemProps('emoji')}
                aria-label={t(label)}
                onClick={() => pickEmoji(emoji)}
              >
                {emoji}
              </button>
            ))}
          </div>
        )}
        {showUpload && (
          <button
            {...itemProps('upload', needsAgent)}
            aria-describedby={needsAgent ? needAgentId : undefined}
            onClick={pickFile}
          >
            {t('webchat.actions.upload')}
          </button>
        )}
        {showCobrowse && (
          <button {...itemProps('cobrowse')} onClick={toggleCobrowse}>
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
