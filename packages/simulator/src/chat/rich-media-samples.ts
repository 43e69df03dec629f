/** Path prefix of the sample images and files the simulator serves for rich-media demos. */
export const SIMULATOR_ASSETS_BASE = '/sim/assets';

/** The kinds of generated asset the simulator serves: an SVG picture or a small text file. */
export type SimulatorAssetKind = 'svg' | 'txt';

/** The URL of a simulator-served sample asset, absolute when the origin is known. */
export function simulatorAssetUrl(
  origin: string | undefined,
  name: string,
  kind: SimulatorAssetKind = 'svg',
): string {
  return `${origin ?? ''}${SIMULATOR_ASSETS_BASE}/${encodeURIComponent(name)}.${kind}`;
}

/** The rich-media content types the samples cover. */
export type RichMediaSampleKind = 'quick-replies' | 'generic' | 'list-vertical' | 'attachments';

/** Styles of a component or card: styleable properties, the `italic`/`bold`/`underline` flags and their `-hover` variants. */
export type RichMediaStyles = Record<string, string | boolean>;

/** What clicking a component does: open a URL, or run a bus command. */
export interface RichMediaActions {
  /** URL to open. */
  url?: string;
  /** Window to open it in. @default '_blank' */
  urlTarget?: string;
  /** Bus command to run. */
  commandName?: string;
  /** Options of the bus command. */
  commandOptions?: Record<string, unknown>;
}

/** One component of rich-media content. */
export interface RichMediaComponent {
  /** Component type. */
  type:
    | 'quick-reply'
    | 'button'
    | 'list-item'
    | 'list-item-big'
    | 'image'
    | 'link'
    | 'text'
    | 'break'
    | 'attachment';
  /** Component id. */
  id?: string;
  /** Label (a quick reply, button, link or text) or file name (an attachment). */
  text?: string;
  /** Title of a list item. */
  title?: string;
  /** Description of a list item. */
  desc?: string;
  /** Image URL. */
  image?: string;
  /** Target of a link or attachment. */
  url?: string;
  /** Window a link opens in. @default '_blank' */
  urlTarget?: string;
  /** What clicking it does. */
  actions?: RichMediaActions;
  /** How it looks. */
  styles?: RichMediaStyles;
}

/** Rich-media content as the client parses it. */
export interface RichMediaContent {
  /** Content id. */
  id: string;
  /** Title. */
  title?: string;
  /** Description, in markdown. */
  desc?: string;
  /** Image URL of a card. */
  image?: string;
  /** Video URL of a card. */
  video?: string;
  /** The components, in order. */
  components?: RichMediaComponent[];
  /** How the content box looks. */
  styles?: RichMediaStyles;
}

/** One rich-media message the scripted agent can send. */
export interface RichMediaSample {
  /** Sample name, unique among the samples. */
  name: string;
  /** Plain-text fallback for clients that do not render rich media. */
  text: string;
  /** Content type. */
  contentType: RichMediaSampleKind;
  /** The content. */
  content: RichMediaContent;
}

/** One sample per rich-media kind and per generic-card variant, in the order the demo agent sends them. */
export function richMediaSamples(origin: string | undefined): RichMediaSample[] {
  const image = (name: string) => simulatorAssetUrl(origin, name);
  return [
    {
      name: 'quick-replies',
      text: 'Which topic can I help you with?',
      contentType: 'quick-replies',
      content: {
        id: 'sample-quick-replies',
        title: 'Which topic can I help you with?',
        components: [
          { type: 'quick-reply', id: 'sample-qr-orders', text: 'Orders', image: image('orders') },
          {
            type: 'quick-reply',
            id: 'sample-qr-returns',
            text: 'Returns',
            styles: {
              'background-color': '#0f766e',
              color: '#ffffff',
              'background-color-hover': '#115e59',
            },
          },
          {
            type: 'quick-reply',
            id: 'sample-qr-other',
            text: 'Something else',
            styles: { italic: true },
          },
        ],
      },
    },
    {
      name: 'generic-media',
      text: 'A photo of our store front.',
      contentType: 'generic',
      content: { id: 'sample-card-media', image: image('store-front') },
    },
    {
      name: 'generic-text',
      text: 'Opening hours',
      contentType: 'generic',
      content: {
        id: 'sample-card-text',
        title: 'Opening hours',
        desc: '**Monday to Friday**: 9:00 to 18:00\n\n*Saturday*: 10:00 to 16:00\n\nClosed on public holidays.',
      },
    },
    {
      name: 'generic-text-components',
      text: 'Your order 1042 has shipped',
      contentType: 'generic',
      content: {
        id: 'sample-card-order',
        title: 'Your order 1042 has shipped',
        desc: 'It left our warehouse on **2 March**. Track it, or let us call you.',
        components: [
          { type: 'text', id: 'sample-order-eta', text: 'Expected delivery: 5 March' },
          { type: 'break' },
          {
            type: 'button',
            id: 'sample-order-track',
            text: 'Track parcel',
            actions: { url: 'https://example.com/track/1042', urlTarget: '_blank' },
            styles: {
              'background-color': '#1d4ed8',
              color: '#ffffff',
              'color-hover': '#fde68a',
              'border-radius': '6px',
              bold: true,
            },
          },
          {
            type: 'button',
            id: 'sample-order-callback',
            text: 'Call me back',
            actions: { commandName: 'Callback.open', commandOptions: { reason: 'order 1042' } },
          },
          {
            type: 'link',
            id: 'sample-order-faq',
            text: 'Delivery questions',
            url: 'https://example.com/delivery',
            styles: { underline: true, 'color-hover': '#1d4ed8' },
          },
        ],
      },
    },
    {
      name: 'generic-media-text-components',
      text: 'Wireless headphones',
      contentType: 'generic',
      content: {
        id: 'sample-card-product',
        title: 'Wireless headphones',
        desc: 'Noise cancelling, *30 hours* of battery. Now **149 EUR**.',
        image: image('headphones'),
        components: [
          {
            type: 'button',
            id: 'sample-product-buy',
            text: 'Buy now',
            actions: { url: 'https://example.com/headphones' },
          },
          {
            type: 'link',
            id: 'sample-product-specs',
            text: 'Full specs',
            url: 'https://example.com/specs',
          },
        ],
        styles: { border: '1px solid #d1d5db', 'border-radius': '8px' },
      },
    },
    {
      name: 'list-vertical',
      text: 'Popular products',
      contentType: 'list-vertical',
      content: {
        id: 'sample-list',
        title: 'Popular products',
        desc: 'Pick one to learn more.',
        components: [
          {
            type: 'list-item-big',
            id: 'sample-list-headphones',
            title: 'Wireless headphones',
            desc: '149 EUR',
            image: image('headphones'),
            actions: { url: 'https://example.com/headphones' },
          },
          {
            type: 'list-item',
            id: 'sample-list-backpack',
            title: 'Travel backpack',
            desc: '79 EUR',
            image: image('backpack'),
            actions: { url: 'https://example.com/backpack' },
          },
          {
            type: 'list-item',
            id: 'sample-list-bottle',
            title: 'Steel bottle',
            desc: '25 EUR',
            image: image('bottle'),
            // A background of its own needs a text colour of its own: the dark theme's is light.
            styles: { 'background-color': '#f0fdf4', color: '#14532d', 'font-weight': '600' },
          },
        ],
      },
    },
    {
      name: 'attachments',
      text: 'Attachments: cxkit-guide.txt, floor-plan.svg',
      contentType: 'attachments',
      content: {
        id: 'sample-attachments',
        components: [
          {
            type: 'attachment',
            id: 'sample-attachment-guide',
            text: 'cxkit-guide.txt',
            url: simulatorAssetUrl(origin, 'cxkit-guide', 'txt'),
          },
          {
            type: 'attachment',
            id: 'sample-attachment-plan',
            text: 'floor-plan.svg',
            url: image('floor-plan'),
            image: image('floor-plan'),
          },
        ],
      },
    },
  ];
}
