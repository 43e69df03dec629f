/**
 * The agent messages that carry the XSS corpus through the simulator into the demo (issue 5, the
 * execution oracle): plain texts, rich media of every kind with a payload in every field, and
 * contents that are invalid on purpose so that they fall back to their text.
 */

/** A body of `POST /sim/api/chats/:id/agent/messages`. */
export interface AgentMessage {
  /** The message text: the text bubble, or the fallback and spoken text of rich media. */
  text: string;
  /** The rich-media content type, when the message has content. */
  contentType?: string;
  /** The rich-media content. */
  content?: unknown;
}

/** The agent messages of a corpus, by form. */
export interface XssMessages {
  /** Plain text messages, a group of payloads per message, one payload a line. */
  text: AgentMessage[];
  /** Rich media of every kind, every payload in every field of a component. */
  richMedia: AgentMessage[];
  /** Contents with wrong types or shapes: each falls back to its text, which holds payloads. */
  invalid: AgentMessage[];
}

/** How the payloads are grouped into messages. */
export interface XssMessageOptions {
  /** Payloads per plain text message. @default 20 */
  textGroup?: number;
  /** Payloads per rich-media message (a generic card takes five components per payload, 100 at most). @default 19 */
  richGroup?: number;
}

/** Longest text field the content schema takes; longer content is refused as a whole. */
const maxFieldLength = 10_000;

/** Longest joined group, with room for the separators below `maxFieldLength`. */
const maxJoinedLength = 8_000;

/**
 * Payloads that try to change `window.__xssCanary`, the second execution probe beside the
 * recorded `alert`, `confirm`, `prompt`, `print` and `open` (the corpus mostly calls `alert(1)`).
 */
export const canaryPayloads: readonly string[] = [
  `<img src=x onerror="window.__xssCanary='hit'">`,
  `javascript:window.__xssCanary='hit'`,
  `<svg onload="window.__xssCanary='hit'"></svg>`,
  `<script>window.__xssCanary='hit'</script>`,
  `<a href="javascript:window.__xssCanary='hit'">canary</a>`,
  `[canary](javascript:window.__xssCanary='hit')`,
  `![canary](x" onerror="window.__xssCanary='hit')`,
  `<iframe srcdoc="<script>parent.__xssCanary='hit'</script>"></iframe>`,
  `data:text/html,<script>opener.__xssCanary='hit'</script>`,
  `" onmouseover="window.__xssCanary='hit'" x="`,
  `red;background-image:url("javascript:window.__xssCanary='hit'")`,
  `JaVaScRiPt&colon;window.__xssCanary='hit'`,
];

/** The corpus payloads with the canary payloads spread evenly among them. */
export function withCanaries(payloads: readonly string[]): string[] {
  const mixed = [...payloads];
  // From the last one back, so the positions of the earlier ones still hold.
  for (let index = canaryPayloads.length - 1; index >= 0; index -= 1) {
    const at = Math.floor((index * payloads.length) / canaryPayloads.length);
    mixed.splice(at, 0, canaryPayloads[index]!);
  }
  return mixed;
}

/** Splits payloads into groups of at most `size`, each at most `maxJoinedLength` characters long. */
export function groupPayloads(payloads: readonly string[], size: number): string[][] {
  const groups: string[][] = [];
  let group: string[] = [];
  let length = 0;
  for (const payload of payloads) {
    if (group.length === size || (group.length > 0 && length + payload.length > maxJoinedLength)) {
      groups.push(group);
      group = [];
      length = 0;
    }
    group.push(payload);
    length += payload.length + 2;
  }
  if (group.length > 0) groups.push(group);
  return groups;
}

/** Styles with a payload as the value of every styleable property, hover variant and flag, and as a name. */
function stylesOf(payload: string): Record<string, string> {
  const names = [
    'background-color',
    'color',
    'border-radius',
    'border',
    'text-decoration',
    'font-weight',
    'font-style',
    'align',
    'italic',
    'bold',
    'underline',
    'background-image',
  ];
  return Object.fromEntries([
    ...names.flatMap((name) => [
      [name, payload],
      [`${name}-hover`, payload],
    ]),
    [payload, payload],
  ]);
}

/** Actions with a payload as URL, target, command name and command options. */
function actionsOf(payload: string) {
  return {
    url: payload,
    urlTarget: payload,
    commandName: payload,
    commandOptions: { [payload]: payload, text: payload },
  };
}

/** A component of `type` with the payload in every field the schema knows. */
function componentOf(type: string, payload: string) {
  return {
    type,
    id: payload,
    text: payload,
    title: payload,
    desc: payload,
    image: payload,
    url: payload,
    urlTarget: payload,
    actions: actionsOf(payload),
    styles: stylesOf(payload),
  };
}

/** The content-level fields of a group: id, title, markdown desc, media, actions and styles. */
function contentFields(group: readonly string[], index: number) {
  const at = (position: number) => group[position % group.length]!;
  return {
    id: at(0),
    title: group.join(' '),
    desc: group.join('\n\n'),
    image: at(1),
    // Half the cards show a video (with the image as its poster), half the image alone.
    ...(index % 2 === 0 ? { video: at(2) } : {}),
    actions: actionsOf(at(3)),
    styles: stylesOf(at(4)),
  };
}

/** Rich-media messages of every content type for one group of payloads. */
function richMediaOf(group: readonly string[], index: number): AgentMessage[] {
  const text = group.join('\n');
  const fields = contentFields(group, index);
  const listItems = group.map((payload, position) =>
    componentOf(position % 2 === 0 ? 'list-item' : 'list-item-big', payload),
  );
  return [
    {
      text,
      contentType: 'quick-replies',
      content: {
        ...fields,
        components: group.map((payload) => componentOf('quick-reply', payload)),
      },
    },
    {
      text,
      contentType: 'generic',
      content: {
        ...fields,
        components: [
          ...group.flatMap((payload) =>
            ['button', 'link', 'text', 'image', 'quick-reply'].map((type) =>
              componentOf(type, payload),
            ),
          ),
          { type: 'break', id: group[0], styles: stylesOf(group[0]!) },
        ],
      },
    },
    { text, contentType: 'list-vertical', content: { ...fields, components: listItems } },
    { text, contentType: 'single-selection-list', content: { ...fields, components: listItems } },
    {
      text,
      contentType: 'attachments',
      content: {
        ...fields,
        components: group.map((payload) => componentOf('attachment', payload)),
      },
    },
  ];
}

/** Contents that cannot be shown, one per way of being wrong; each shows its text instead. */
function invalidOf(groups: readonly (readonly string[])[]): AgentMessage[] {
  const group = (index: number) => groups[index % groups.length]!;
  const text = (index: number) => group(index).join('\n');
  const first = (index: number) => group(index)[0]!;
  const contents: Omit<AgentMessage, 'text'>[] = [
    { contentType: 'quick-replies', content: { id: first(0), components: first(0) } },
    { contentType: 'generic', content: { id: first(1), title: 42, desc: first(1) } },
    {
      contentType: 'list-vertical',
      content: { id: first(2), components: [{ ...componentOf('script', first(2)) }] },
    },
    {
      contentType: 'attachments',
      content: { id: first(3), components: [componentOf('quick-reply', first(3))] },
    },
    {
      contentType: 'generic',
      content: { id: first(4), desc: first(4).padEnd(maxFieldLength + 1, `\n${text(4)}`) },
    },
    { contentType: first(5), content: { id: first(5), title: first(5) } },
    { contentType: 'generic', content: null },
    { contentType: 'quick-replies', content: { id: first(7), title: first(7), components: [] } },
    { contentType: 'generic', content: { id: { toString: first(8) }, styles: first(8) } },
  ];
  return contents.map((content, index) => ({ text: text(index), ...content }));
}

/** Every agent message of the corpus `payloads`, in the three forms. */
export function xssMessages(
  payloads: readonly string[],
  { textGroup = 20, richGroup = 19 }: XssMessageOptions = {},
): XssMessages {
  const richGroups = groupPayloads(payloads, richGroup);
  return {
    text: groupPayloads(payloads, textGroup).map((group) => ({ text: group.join('\n') })),
    richMedia: richGroups.flatMap(richMediaOf),
    invalid: invalidOf(richGroups),
  };
}
