import { bench, describe } from 'vitest';
import { MARKDOWN_MAX_LENGTH, renderMarkdown } from '../packages/headless/react/markdown-pipeline';

// About 300 characters: what a rich-media card's description usually holds.
const card = [
  '**Your order is on its way.** Track it any time in *My orders*.',
  '',
  '- Delivery in 2 to 3 working days',
  '- Free returns within 30 days',
  '- Questions? [Read the FAQ](https://example.com/help/delivery)',
  '',
  'Reply here if anything looks wrong, or call us on [0800 123 456](tel:0800123456), and an agent will pick it up.',
].join('\n');

// About 80 characters: an agent's chat message with a little formatting.
const chat = 'Thanks, Ada! Your **refund** was issued today, see [details](https://example.com).';

// Mismatched emphasis is the slowest crafted input found for micromark below the length cap.
const crafted = '*a_ '.repeat(MARKDOWN_MAX_LENGTH / 4 - 2);

describe('markdown (parse, sanitise and build React elements, per message)', () => {
  console.info(`card description: ${card.length} characters; chat message: ${chat.length}`);

  // A counter in the text makes every call a cache miss, as a new message is.
  let cold = 0;
  bench('card description, first render (cache miss)', () => {
    cold += 1;
    renderMarkdown(`${card} ${cold}`);
  });

  bench('chat message, first render (cache miss)', () => {
    cold += 1;
    renderMarkdown(`${chat} ${cold}`);
  });

  renderMarkdown(card);
  bench('card description, re-render (cached)', () => {
    renderMarkdown(card);
  });

  renderMarkdown(chat);
  bench('chat message, re-render (cached)', () => {
    renderMarkdown(chat);
  });

  bench(
    `crafted input at the ${MARKDOWN_MAX_LENGTH}-character cap (worst known case)`,
    () => {
      cold += 1;
      renderMarkdown(`${crafted}${cold.toString(36)}`);
    },
    { iterations: 5, warmupIterations: 1 },
  );
});
