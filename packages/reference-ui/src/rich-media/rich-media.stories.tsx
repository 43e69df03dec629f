import type { ChatMessage } from '@cxkit/headless/chat';
import { RichMediaProvider } from '@cxkit/headless/react/rich-media';
import type { Story, StoryDefault } from '@ladle/react';
import { useState, type ReactNode } from 'react';
import { TranscriptView } from '../chat/transcript';
import {
  bot,
  invalid,
  richMediaFixtures,
  richMediaMessage,
  visitor,
  type RichMediaFixture,
} from './rich-media.fixtures';
import { RichMediaMessage } from './rich-media-message';

export default { title: 'Rich media / Messages' } satisfies StoryDefault;

/** Logs what a click would open (a stable function: a new one would restart the provider's runtime). */
function logOpen(url: string, target: string) {
  console.info(`[story] open ${url} in ${target}`);
}

/** A window-wide column under one rich-media provider (clicks are logged instead of opening pages). */
function Frame({ children, stylesEnabled }: { children: ReactNode; stylesEnabled?: boolean }) {
  return (
    <RichMediaProvider stylesEnabled={stylesEnabled} openUrl={logOpen}>
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          gap: 'var(--cx-space-4)',
          width: 'min(var(--cx-window-width), 100%)',
        }}
      >
        {children}
      </div>
    </RichMediaProvider>
  );
}

/** One message's rich media, with the quick replies it has sent so far. */
function Sample({
  fixture,
  index = 1,
  text = '',
  enabled,
}: {
  fixture: RichMediaFixture;
  index?: number;
  text?: string;
  enabled?: boolean;
}) {
  const [sent, setSent] = useState<readonly string[]>([]);
  return (
    <div>
      <RichMediaMessage
        message={{ index, text, richMedia: fixture }}
        quickRepliesEnabled={enabled}
        onQuickReply={(reply) => setSent((current) => [...current, reply])}
      />
      {sent.length > 0 ? (
        <p>
          Sent: <output>{sent.join(', ')}</output>
        </p>
      ) : null}
    </div>
  );
}

export const QuickReplies: Story = () => (
  <Frame>
    <Sample fixture={richMediaFixtures.quickReplies} />
  </Frame>
);
QuickReplies.storyName = 'Quick replies';

export const QuickRepliesAnswered: Story = () => (
  <Frame>
    <Sample fixture={richMediaFixtures.quickReplies} enabled={false} />
  </Frame>
);
QuickRepliesAnswered.storyName = 'Quick replies, answered by a typed message';

export const GenericMedia: Story = () => (
  <Frame>
    <Sample fixture={richMediaFixtures.genericMedia} text="A photo of our store front." />
  </Frame>
);
GenericMedia.storyName = 'Generic card: media, image';

export const GenericVideo: Story = () => (
  <Frame>
    <Sample fixture={richMediaFixtures.genericVideo} />
  </Frame>
);
GenericVideo.storyName = 'Generic card: media, video';

export const GenericText: Story = () => (
  <Frame>
    <Sample fixture={richMediaFixtures.genericText} />
  </Frame>
);
GenericText.storyName = 'Generic card: text';

export const GenericTextComponents: Story = () => (
  <Frame>
    <Sample fixture={richMediaFixtures.genericTextComponents} />
  </Frame>
);
GenericTextComponents.storyName = 'Generic card: text and components';

export const GenericMediaTextComponents: Story = () => (
  <Frame>
    <Sample fixture={richMediaFixtures.genericMediaTextComponents} />
  </Frame>
);
GenericMediaTextComponents.storyName = 'Generic card: media, text and components, clickable';

export const VerticalList: Story = () => (
  <Frame>
    <Sample fixture={richMediaFixtures.listVertical} />
  </Frame>
);
VerticalList.storyName = 'Vertical list with checkboxes';

export const SingleSelectionList: Story = () => (
  <Frame>
    <Sample fixture={richMediaFixtures.singleSelectionList} />
  </Frame>
);
SingleSelectionList.storyName = 'Single-selection list with radios';

export const Attachments: Story = () => (
  <Frame>
    <Sample fixture={richMediaFixtures.attachments} />
  </Frame>
);

export const Fallback: Story = () => (
  <Frame>
    <Sample fixture={invalid} text="Our products: headphones, backpacks and bottles." />
  </Frame>
);
Fallback.storyName = 'Content shown as text';

export const WithoutContentStyles: Story = () => (
  <Frame stylesEnabled={false}>
    <Sample fixture={richMediaFixtures.quickReplies} />
    <Sample fixture={richMediaFixtures.genericTextComponents} index={2} />
  </Frame>
);
WithoutContentStyles.storyName = 'Without content styles';

/** Every kind and generic variant, one under the other. */
function Everything() {
  return (
    <Frame>
      {Object.entries(richMediaFixtures).map(([name, fixture], at) => (
        <Sample key={name} fixture={fixture} index={at + 1} />
      ))}
    </Frame>
  );
}

export const AllLight: Story = () => <Everything />;
AllLight.storyName = 'All kinds, light';
AllLight.meta = { theme: 'light' };

export const AllDark: Story = () => <Everything />;
AllDark.storyName = 'All kinds, dark';
AllDark.meta = { theme: 'dark' };

const minute = 60_000;
const start = Date.now() - 10 * minute;
const opening: ChatMessage[] = [
  richMediaMessage(1, bot, 'Hello! I am the shop assistant.', start),
  richMediaMessage(2, bot, '', start + minute, richMediaFixtures.genericMediaTextComponents),
  richMediaMessage(3, bot, '', start + 2 * minute, richMediaFixtures.listVertical),
  richMediaMessage(4, bot, '', start + 3 * minute, richMediaFixtures.attachments),
  richMediaMessage(5, bot, '', start + 4 * minute, richMediaFixtures.quickReplies),
];

/** Rich media in the transcript: a chosen quick reply comes back as the visitor's message. */
function Conversation() {
  const [messages, setMessages] = useState(opening);
  const reply = (text: string) =>
    setMessages((current) => [
      ...current,
      richMediaMessage(current.length + 1, visitor, text, Date.now()),
    ]);
  return (
    <RichMediaProvider openUrl={logOpen}>
      <div style={{ width: 'min(var(--cx-window-width), 100%)', height: 560 }}>
        <TranscriptView messages={messages} onQuickReply={({ text }) => reply(text)} />
      </div>
    </RichMediaProvider>
  );
}

export const InTranscript: Story = () => <Conversation />;
InTranscript.storyName = 'In the transcript';

export const InTranscriptLight: Story = () => <Conversation />;
InTranscriptLight.storyName = 'In the transcript, light';
InTranscriptLight.meta = { theme: 'light' };
