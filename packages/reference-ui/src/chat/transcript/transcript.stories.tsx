import type { ChatMessage, OutboxEntry } from '@cxkit/headless/chat';
import type { Story, StoryDefault } from '@ladle/react';
import { useState, type ReactNode } from 'react';
import {
  ada,
  anna,
  bob,
  chatMessage,
  conversation,
  fileMessage,
  outboxEntry,
} from '../../../../headless/machines/transcript/transcript.fixtures';
import { TranscriptView, type TranscriptViewProps } from './transcript-view';

export default { title: 'Chat / Transcript' } satisfies StoryDefault;

const minute = 60_000;
const now = Date.now();
const yesterday = now - 24 * 60 * minute;

/** A window-sized frame: the transcript fills the body of the chat window. */
function Frame({ children }: { children: ReactNode }) {
  return <div style={{ width: 360, maxWidth: '100%', height: 480 }}>{children}</div>;
}

const short: ChatMessage[] = [
  chatMessage(1, anna, '', yesterday, { type: 'ParticipantJoined' }),
  chatMessage(2, anna, 'Hello, how can I help you today?', yesterday + 1000),
  chatMessage(3, ada, 'My order has not arrived yet.', yesterday + 30_000),
  chatMessage(4, ada, 'It was due on Monday.', yesterday + 45_000),
  chatMessage(5, anna, 'Let me check. Tracking: https://example.com/track/4711', now - 10 * minute),
  chatMessage(6, anna, 'It is out for delivery and arrives <b>today</b>.', now - 9 * minute, {
    html: true,
  }),
  chatMessage(7, ada, 'Great, thank you!', now - 2 * minute),
  chatMessage(8, anna, '', now - minute, { type: 'ParticipantLeft' }),
];

/** The transcript with a working Retry and Discard for its pending messages. */
function Sample(props: Partial<TranscriptViewProps>) {
  const [pending, setPending] = useState<readonly OutboxEntry[]>(props.pending ?? []);
  return (
    <Frame>
      <TranscriptView
        messages={[]}
        {...props}
        pending={pending}
        onRetry={({ clientMessageId }) =>
          setPending((entries) =>
            entries.map((entry) =>
              entry.clientMessageId === clientMessageId
                ? { ...entry, status: 'sending', error: undefined }
                : entry,
            ),
          )
        }
        onDiscard={({ clientMessageId }) =>
          setPending((entries) =>
            entries.filter((entry) => entry.clientMessageId !== clientMessageId),
          )
        }
        onDownload={() => undefined}
      />
    </Frame>
  );
}

export const Empty: Story = () => <Sample />;

export const ShortConversation: Story = () => <Sample messages={short} ended />;
ShortConversation.storyName = 'Short conversation';

const long = conversation(5000, now - 5000 * 30_000);

export const LongTranscript: Story = () => {
  const [messages, setMessages] = useState(long);
  const append = () =>
    setMessages((current) => [
      ...current,
      chatMessage(current.length + 1, anna, `Message ${current.length + 1}`, Date.now()),
    ]);
  return (
    <>
      <button type="button" onClick={append}>
        Append a message
      </button>
      <Sample messages={messages} />
    </>
  );
};
LongTranscript.storyName = 'Long transcript (5000 messages)';

export const Typing: Story = () => (
  <Sample messages={short.slice(0, 5)} typing={[anna]} timeFormat={24} />
);

export const SeveralTyping: Story = () => (
  <Sample messages={short.slice(0, 5)} typing={[anna, bob]} />
);
SeveralTyping.storyName = 'Several typing';

export const Files: Story = () => (
  <Sample
    messages={[
      chatMessage(1, anna, 'Here is your invoice and the return label.', now - 5 * minute),
      fileMessage(2, anna, 'invoice-2024-03-000471.pdf', 48_213, now - 4 * minute),
      fileMessage(
        3,
        anna,
        'return-label-for-parcel-4711-to-warehouse-north.pdf',
        1_572_864,
        now - 4 * minute,
      ),
      fileMessage(4, ada, 'photo-of-damaged-box.jpg', 2_310_144, now - minute),
    ]}
  />
);

export const PendingAndFailed: Story = () => (
  <Sample
    messages={short.slice(0, 5)}
    pending={[
      outboxEntry('c1', 'Can you send it to my office instead?', now - 30_000, {
        status: 'failed',
        error: { key: 'webchat.errors.MessageFailed' },
      }),
      outboxEntry('c2', 'The address is 1 Main Street.', now - 5000),
    ]}
  />
);
PendingAndFailed.storyName = 'Pending and failed messages';

export const LoadingHistory: Story = () => <Sample messages={short.slice(4)} loadingHistory />;
LoadingHistory.storyName = 'Loading history';

export const Light: Story = () => <Sample messages={short} typing={[anna]} />;
Light.meta = { theme: 'light' };
