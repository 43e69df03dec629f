import { bench, describe } from 'vitest';
import type { ChatMessage, MessageSender } from '@cxkit/headless/chat';
import { createTranscriptItemsBuilder } from '../packages/headless/machines/transcript/transcript-items';
import { formatComparisonReport } from './transcript/comparison-run';
import { formatTranscriptReport, runTranscriptInChromium } from './transcript/run-in-chromium';

const anna: MessageSender = { id: '2', type: 'Agent', name: 'Anna' };
const ada: MessageSender = { id: '1', type: 'Client', name: 'Ada' };

function message(index: number): ChatMessage {
  return {
    index,
    type: 'Message',
    text: `Message ${index}`,
    timestamp: Date.UTC(2024, 2, 4, 9) + index * 30_000,
    html: false,
    userData: {},
    from: Math.floor(index / 2) % 2 === 0 ? anna : ada,
    isTyping: false,
    restoring: false,
    eventAttributes: {},
  };
}

describe('transcript', async () => {
  // The Chromium scenarios of issues 4 and 40 run once and print their figures beside the targets.
  const result = await runTranscriptInChromium();
  if (result.ok) {
    console.info(formatTranscriptReport(result.figures));
    console.info(formatComparisonReport(result.figures.comparison));
  } else console.warn(`Transcript benchmark in Chromium skipped. ${result.reason}`);

  // The rows every render of the transcript derives from its messages.
  const long = Array.from({ length: 5000 }, (_, offset) => message(offset + 1));
  bench('rows of 5,000 messages, built from scratch', () => {
    createTranscriptItemsBuilder().build(long, [], false);
  });

  // Grows the transcript from 5,000 to 6,000 messages, one append per iteration, as a chat does.
  const builder = createTranscriptItemsBuilder();
  let growing: readonly ChatMessage[] = long;
  builder.build(growing, [], false);
  bench(
    'rows after one message is appended to 5,000 (the builder of a mounted transcript)',
    () => {
      growing = [...growing, message(growing.length + 1)];
      builder.build(growing, [], false);
    },
    { time: 0, iterations: 1000, warmupTime: 0, warmupIterations: 0 },
  );
});
