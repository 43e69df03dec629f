import { useActorRef } from '@xstate/react';
import { useEffect, type ChangeEvent, type KeyboardEvent } from 'react';
import { chatSessionAnatomy } from '../machines/chat-session/chat-session.anatomy';
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
}

/** Characters left at which the counter warns (spec 2, section 5). */
export const remainingWarningAt = 10;

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
  // The back end says how often typing is checked and when it stops (push mode differs).
  const typingPolicy = useChatActor().getSnapshot().context.transport.typingPolicy;
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
  const canSend = chat.isActive && value.trim() !== '' && remaining >= 0;
  const change = (next: string) => {
    const text = next.slice(0, chat.maxMessageLength);
    setValue(text);
    typing.send({ type: 'input.change', text });
  };
  const submit = () => {
    if (!canSend) return;
    chat.sendMessage(value);
    typing.send({ type: 'message.send' });
    setValue('');
  };

  return {
    /** The draft text. */
    value,
    /** Replaces the draft text. */
    setValue: change,
    /** Characters left. */
    remaining,
    /** Whether the remaining-characters counter should warn. */
    isNearLimit: remaining <= remainingWarningAt,
    /** Whether the draft can be sent now. */
    canSend,
    /** Sends the draft and clears it. */
    submit,
    /** Props for the message textarea: value, limit, Enter sends, Shift+Enter breaks the line. */
    getInputProps<P extends object>(props: P = {} as P) {
      return mergeProps(
        {
          ...chatSessionAnatomy.input.attrs,
          value,
          maxLength: chat.maxMessageLength,
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
