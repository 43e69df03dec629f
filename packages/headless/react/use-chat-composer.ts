import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { chatSessionAnatomy } from '../machines/chat-session/chat-session.anatomy';
import {
  chatMark,
  defaultDraftStorage,
  readDraft,
  writeDraft,
  type DraftStorage,
} from './chat-draft';
import { visitorTypingMachine } from '../machines/visitor-typing/visitor-typing.machine';
import { mergeProps } from './merge-props';
import { useChat, useChatActor } from './use-chat';
import { useControllableState } from './use-controllable-state';

/** Options of {@link useChatComposer}. */
export interface UseChatComposerOptions {
  /** Controlled draft text. */
  value?: string;
  /** Initial draft text when uncontrolled. @default '' */
  defaultValue?: string;
  /** Called with `{ value }` when the draft changes. */
  onValueChange?: (details: { value: string }) => void;
  /**
   * Where an uncontrolled draft is kept, so that it is still in the box after a page reload that
   * restores the chat; `null` keeps it in memory only. @default the tab's `sessionStorage`
   */
  draftStorage?: DraftStorage | null;
}

/** Characters left at which the counter warns (spec 2, section 5). */
export const remainingWarningAt = 10;

/** What {@link useChatComposer} returns. */
export type UseChatComposerReturn = ReturnType<typeof useChatComposer>;

/** The message input and send button: draft, remaining characters, typing reports, Enter to send. */
export function useChatComposer(options: UseChatComposerOptions = {}) {
  const chat = useChat();
  const [value, setValue] = useControllableState({
    value: options.value,
    defaultValue: options.defaultValue ?? '',
    onChange: options.onValueChange
      ? (next) => options.onValueChange?.({ value: next })
      : undefined,
  });
  const chatActor = useChatActor();
  // The back end says how often typing is checked and when it stops (push mode differs).
  const typingPolicy = chatActor.getSnapshot().context.transport.typingPolicy;
  const [draftStorage] = useState(() =>
    options.draftStorage === null || options.value !== undefined
      ? undefined
      : (options.draftStorage ?? defaultDraftStorage()),
  );
  // The session object, not its mark: the selector runs on every snapshot, the hash only when the chat changes.
  const activeSession = useSelector(chatActor, (snapshot) =>
    snapshot.matches('active') ? snapshot.context.session : undefined,
  );
  const mark = useMemo(() => chatMark(activeSession), [activeSession]);
  // Once a chat is active (started, or restored after a reload), an empty box gets back its draft;
  // once per chat, so that clearing the box later does not bring the draft back.
  const restoredFor = useRef<string>(undefined);
  useEffect(() => {
    if (mark === undefined || restoredFor.current === mark) return;
    restoredFor.current = mark;
    const draft = value === '' ? readDraft(draftStorage, mark) : undefined;
    if (draft) setValue(draft);
  }, [mark, draftStorage, value, setValue]);
  const typing = useActorRef(visitorTypingMachine, {
    input: { typingTick: typingPolicy?.tick, typingStop: typingPolicy?.stop },
  });
  const { send: sendChat } = chat;
  useEffect(() => {
    const subscriptions = [
      typing.on('typing.started', (event) =>
        sendChat({ type: 'visitor.typing', typing: true, preview: event.text }),
      ),
      typing.on('typing.stopped', (event) =>
        sendChat({ type: 'visitor.typing', typing: false, preview: event.text }),
      ),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [typing, sendChat]);

  const remaining = chat.maxMessageLength - value.length;
  // A longer draft is kept whole, never cut: the visitor shortens it, and only then can send it.
  const isOverLimit = remaining < 0;
  const canSend = chat.isActive && value.trim() !== '' && !isOverLimit;
  const change = (text: string) => {
    setValue(text);
    if (mark !== undefined) writeDraft(draftStorage, mark, text);
    typing.send({ type: 'input.change', text });
  };
  const submit = () => {
    if (!canSend) return;
    chat.sendMessage(value);
    typing.send({ type: 'message.send' });
    setValue('');
    if (mark !== undefined) writeDraft(draftStorage, mark, '');
  };

  return {
    /** The draft text. */
    value,
    /** Replaces the draft text. */
    setValue: change,
    /** Characters left; below 0 when the draft is longer than the chat takes. */
    remaining,
    /** Whether the remaining-characters counter should warn. */
    isNearLimit: remaining <= remainingWarningAt,
    /**
     * Whether the draft is longer than the chat takes (`maxMessageLength`): it cannot be sent until
     * shortened. Show why: `webchat.commands.messageTooLong` with `{ max }`.
     */
    isOverLimit,
    /** The longest message the chat takes. */
    maxLength: chat.maxMessageLength,
    /** Whether the draft can be sent now. */
    canSend,
    /** Sends the draft and clears it. */
    submit,
    /**
     * Props for the message textarea: value, Enter sends, Shift+Enter breaks the line; no `maxLength`
     * (a browser would cut a pasted text without a word): `aria-invalid` while it is too long.
     */
    getInputProps<P extends object>(props: P = {} as P) {
      return mergeProps(
        {
          ...chatSessionAnatomy.input.attrs,
          value,
          'aria-invalid': isOverLimit || undefined,
          disabled: !chat.isActive,
          'aria-disabled': !chat.isActive || undefined,
          onChange: (event: ChangeEvent<HTMLTextAreaElement>) => change(event.target.value),
          onKeyDown: (event: KeyboardEvent<HTMLTextAreaElement>) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              submit();
            }
          },
        },
        props,
      );
    },
    /** Props for the send button. */
    getSendButtonProps<P extends object>(props: P = {} as P) {
      return mergeProps(
        {
          ...chatSessionAnatomy.sendButton.attrs,
          type: 'button' as const,
          disabled: !canSend,
          'data-state': canSend ? 'ready' : 'empty',
          onClick: submit,
        },
        props,
      );
    },
  };
}
