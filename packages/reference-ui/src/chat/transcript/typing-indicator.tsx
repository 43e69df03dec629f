import type { MessageSender } from '@cxkit/headless/chat';
import { senderName } from '@cxkit/headless/transcript';
import { mergeProps } from '@cxkit/headless/react';
import { memo, type ComponentPropsWithRef } from 'react';
import { useChatTranslate } from '../texts';
import { transcriptAnatomy as anatomy } from './transcript.anatomy';
import { transcriptTexts } from './transcript.texts';

/** Props of {@link TypingIndicator}; other props go to its `<div>`. */
export interface TypingIndicatorProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** Agents, bots and supervisors typing now, in the order they started. */
  participants: readonly MessageSender[];
  /** Language that joins several names ('Anna and Bob'). @default 'en' */
  language?: string;
}

function joinNames(names: string[], language: string): string {
  try {
    return new Intl.ListFormat(language, { type: 'conjunction' }).format(names);
  } catch {
    return new Intl.ListFormat('en', { type: 'conjunction' }).format(names);
  }
}

/**
 * The agent typing indicator: '{name} is typing' (or '{names} are typing') with animated dots, hidden while nobody types.
 * It is not a live region: typing comes and goes too often to be announced. Memoised: the transcript
 * renders on every message, and the indicator changes only with who types.
 */
export const TypingIndicator = memo(function TypingIndicator({
  participants,
  language = 'en',
  ...props
}: TypingIndicatorProps) {
  const translate = useChatTranslate(transcriptTexts);
  const shown = participants.length > 0;
  const names = participants.map((participant) => senderName(participant, translate));
  const text =
    names.length > 1
      ? translate('webchat.transcript.severalTyping', { names: joinNames(names, language) })
      : translate('webchat.notices.typing', { name: names[0] ?? '' });
  return (
    <div
      {...mergeProps(
        { ...anatomy.typing.attrs, 'data-state': shown ? 'shown' : 'hidden', hidden: !shown },
        props,
      )}
    >
      {shown && (
        <>
          <span {...anatomy.typingDots.attrs} aria-hidden="true">
            <span {...anatomy.typingDot.attrs} />
            <span {...anatomy.typingDot.attrs} />
            <span {...anatomy.typingDot.attrs} />
          </span>
          {text}
        </>
      )}
    </div>
  );
});
