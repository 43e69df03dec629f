/// <reference types="vite/client" />
import type { ChatMessage, MessageSender } from '@cxkit/headless/chat';
import {
  buildRichMedia,
  type RichMediaInput,
  type RichMediaView,
} from '@cxkit/headless/react/rich-media';
// `no-inline`: Vite would inline these small pictures as data: URLs, which rich media refuses.
import backpack from './fixtures/backpack.svg?no-inline';
import bottle from './fixtures/bottle.svg?no-inline';
import floorPlan from './fixtures/floor-plan.svg?no-inline';
import headphones from './fixtures/headphones.svg?no-inline';
import orders from './fixtures/orders.svg?no-inline';
import storeFront from './fixtures/store-front.svg?no-inline';

/** Rich media as a chat message carries it. */
export type RichMediaFixture = NonNullable<ChatMessage['richMedia']>;

/** A sample video (the stories show its controls even offline). */
export const sampleVideo =
  'https://interactive-examples.mdn.mozilla.net/media/cc0-videos/flower.webm';

/** Quick replies with a picture on one chip and content styles (with hover values) on another. */
export const quickReplies: RichMediaFixture = {
  contentType: 'quick-replies',
  content: {
    id: 'qr-topics',
    title: 'Which topic can I help you with?',
    components: [
      { type: 'quick-reply', id: 'qr-orders', text: 'Orders', image: orders },
      {
        type: 'quick-reply',
        id: 'qr-returns',
        text: 'Returns',
        styles: {
          'background-color': '#0f766e',
          color: '#ffffff',
          'background-color-hover': '#115e59',
        },
      },
      { type: 'quick-reply', id: 'qr-other', text: 'Something else', styles: { italic: true } },
    ],
  },
};

/** A generic card with media only: an image. */
export const genericMedia: RichMediaFixture = {
  contentType: 'generic',
  content: { id: 'card-media', image: storeFront },
};

/** A generic card with media only: a video. */
export const genericVideo: RichMediaFixture = {
  contentType: 'generic',
  content: { id: 'card-video', video: sampleVideo },
};

/** A generic card with text only: a title and a markdown description. */
export const genericText: RichMediaFixture = {
  contentType: 'generic',
  content: {
    id: 'card-text',
    title: 'Opening hours',
    desc: '**Monday to Friday**: 9:00 to 18:00\n\n*Saturday*: 10:00 to 16:00\n\nClosed on public holidays.',
  },
};

/** A generic card with text and components: a text, a break, styled buttons, a link and a refused link. */
export const genericTextComponents: RichMediaFixture = {
  contentType: 'generic',
  content: {
    id: 'card-order',
    title: 'Your order 1042 has shipped',
    desc: 'It left our warehouse on **2 March**. Track it, or let us call you.',
    components: [
      { type: 'text', id: 'order-eta', text: 'Expected delivery: 5 March', styles: { bold: true } },
      { type: 'break', id: 'order-break' },
      {
        type: 'button',
        id: 'order-track',
        text: 'Track parcel',
        actions: { url: 'https://example.com/track/1042', urlTarget: '_blank' },
        styles: {
          'background-color': '#1d4ed8',
          color: '#ffffff',
          'color-hover': '#fde68a',
          'border-radius': '6px',
        },
      },
      {
        type: 'button',
        id: 'order-callback',
        text: 'Call me back',
        actions: { commandName: 'Callback.open', commandOptions: { reason: 'order 1042' } },
      },
      {
        type: 'link',
        id: 'order-faq',
        text: 'Delivery questions',
        url: 'https://example.com/delivery',
        styles: { underline: true },
      },
      { type: 'link', id: 'order-blocked', text: 'Refused link', url: 'javascript:alert(1)' },
    ],
  },
};

/** A clickable generic card with media, text and components: an image, a list, a button and chips. */
export const genericMediaTextComponents: RichMediaFixture = {
  contentType: 'generic',
  content: {
    id: 'card-product',
    title: 'Wireless headphones',
    desc: 'Noise cancelling, *30 hours* of battery. Now **149 EUR**. [Reviews](https://example.com/reviews)',
    image: headphones,
    actions: { url: 'https://example.com/headphones' },
    components: [
      { type: 'list-item', id: 'product-colour', title: 'Colour', desc: 'Black or sand' },
      {
        type: 'list-item-big',
        id: 'product-case',
        title: 'Travel case',
        desc: 'Included',
        image: backpack,
      },
      {
        type: 'button',
        id: 'product-buy',
        text: 'Buy now',
        actions: { url: 'https://example.com/headphones/buy' },
      },
      { type: 'quick-reply', id: 'product-more', text: 'Tell me more' },
      { type: 'quick-reply', id: 'product-no', text: 'No, thanks' },
    ],
    styles: { border: '1px solid #d1d5db', 'border-radius': '8px' },
  },
};

const listItems = [
  {
    type: 'list-item-big',
    id: 'list-headphones',
    title: 'Wireless headphones',
    desc: '149 EUR',
    image: headphones,
    actions: { url: 'https://example.com/headphones' },
  },
  {
    type: 'list-item',
    id: 'list-backpack',
    title: 'Travel backpack',
    desc: '79 EUR',
    image: backpack,
  },
  {
    type: 'list-item',
    id: 'list-bottle',
    title: 'Steel bottle',
    desc: '25 EUR',
    image: bottle,
    styles: { 'background-color': '#f0fdf4', color: '#14532d', 'font-weight': '600' },
  },
];

/** A vertical list (checkbox selectors): one item with actions, one plain, one styled. */
export const listVertical: RichMediaFixture = {
  contentType: 'list-vertical',
  content: {
    id: 'list-products',
    title: 'Popular products',
    desc: 'Pick the ones you like.',
    components: listItems,
  },
};

/** A single-selection list (radio selectors). */
export const singleSelectionList: RichMediaFixture = {
  contentType: 'single-selection-list',
  content: {
    id: 'list-delivery',
    title: 'Delivery option',
    desc: 'Choose one.',
    components: [
      { type: 'list-item', id: 'delivery-standard', title: 'Standard', desc: '3 to 5 days, free' },
      { type: 'list-item', id: 'delivery-express', title: 'Express', desc: 'Next day, 9 EUR' },
      { type: 'list-item', id: 'delivery-pickup', title: 'Pick up in store' },
    ],
  },
};

/** Attachments: a file with the generic icon, one with a picture, one whose address was refused. */
export const attachments: RichMediaFixture = {
  contentType: 'attachments',
  content: {
    id: 'attachments-guide',
    components: [
      {
        type: 'attachment',
        id: 'attachment-guide',
        text: 'cxkit-guide.pdf',
        url: 'https://example.com/files/cxkit-guide.pdf',
      },
      {
        type: 'attachment',
        id: 'attachment-plan',
        text: 'floor-plan.svg',
        url: floorPlan,
        image: floorPlan,
      },
      {
        type: 'attachment',
        id: 'attachment-refused',
        text: 'refused.html',
        url: 'javascript:alert(1)',
      },
    ],
  },
};

/** Content that cannot be shown: the message's text stands in. */
export const invalid: RichMediaFixture = {
  contentType: 'carousel',
  content: { components: [] },
};

/** Every sample by name, one per kind and generic variant. */
export const richMediaFixtures = {
  quickReplies,
  genericMedia,
  genericVideo,
  genericText,
  genericTextComponents,
  genericMediaTextComponents,
  listVertical,
  singleSelectionList,
  attachments,
} as const;

/** The view of a sample, as the headless layer builds it (fails loudly on a broken sample). */
export function viewOf(fixture: RichMediaFixture | RichMediaInput): RichMediaView {
  const result = buildRichMedia(fixture);
  if (!result.ok) throw new Error(`Invalid rich-media fixture: ${result.reason}`);
  return result.view;
}

/** The bot of the samples. */
export const bot: MessageSender = { id: '2', type: 'Bot', name: 'Bot' };

/** The visitor of the samples. */
export const visitor: MessageSender = { id: '1', type: 'Client', name: 'Ada' };

/** A chat message carrying rich media (or plain text without it). */
export function richMediaMessage(
  index: number,
  from: MessageSender,
  text: string,
  timestamp: number,
  richMedia?: RichMediaFixture,
): ChatMessage {
  return {
    index,
    type: richMedia ? 'Structured' : 'Message',
    text,
    timestamp,
    html: false,
    userData: {},
    from,
    isTyping: false,
    restoring: false,
    eventAttributes: {},
    ...(richMedia ? { richMedia } : {}),
  };
}
