import { describeIssues } from '../../transports/transport-results';
import { cleanRecord } from '../../transports/wire-records';
import {
  contentSchema,
  richMediaMessageSchema,
  type RichMediaActionInput,
  type RichMediaComponent,
} from './rich-media.schema';
import { componentStyle } from './rich-media.styles';
import type {
  GenericCardVariant,
  RichMediaAction,
  RichMediaComponentView,
  RichMediaInput,
  RichMediaOptions,
  RichMediaResult,
  RichMediaView,
} from './rich-media.types';
import { safeTarget, safeUrl } from './rich-media.url';

const commandPattern = /^[a-z][\w]{0,63}\.[a-z][\w]{0,63}$/i;

const styleGroupOf: Record<RichMediaComponent['type'], 1 | 2 | 3 | undefined> = {
  'quick-reply': 1,
  button: 1,
  'list-item': 2,
  'list-item-big': 2,
  image: 2,
  link: 2,
  attachment: 2,
  text: 3,
  break: undefined,
};

function actionOf(input: RichMediaActionInput | undefined): RichMediaAction | undefined {
  if (!input) return undefined;
  const url = safeUrl(input.url);
  const commandName =
    input.commandName !== undefined && commandPattern.test(input.commandName)
      ? input.commandName
      : undefined;
  if (url === undefined && commandName === undefined) return undefined;
  return {
    ...(url !== undefined ? { url } : {}),
    urlTarget: safeTarget(input.urlTarget),
    ...(commandName !== undefined
      ? {
          commandName,
          ...(input.commandOptions ? { commandOptions: cleanRecord(input.commandOptions) } : {}),
        }
      : {}),
  };
}

function componentOf(
  component: RichMediaComponent,
  index: number,
  contentId: string,
  stylesEnabled: boolean,
): RichMediaComponentView {
  const { type } = component;
  const group = styleGroupOf[type];
  const url = safeUrl(component.url);
  const image = safeUrl(component.image, 'media');
  const actions = actionOf(component.actions);
  return {
    type,
    id: component.id !== undefined ? String(component.id) : `${contentId || 'item'}-${index}`,
    ...(component.text !== undefined ? { text: component.text } : {}),
    ...(component.title !== undefined ? { title: component.title } : {}),
    ...(component.desc !== undefined ? { desc: component.desc } : {}),
    ...(image !== undefined ? { image } : {}),
    ...(url !== undefined ? { url } : {}),
    urlBlocked: component.url !== undefined && url === undefined,
    urlTarget: safeTarget(component.urlTarget ?? component.actions?.urlTarget),
    ...(actions ? { actions } : {}),
    clickable:
      type === 'quick-reply' ||
      type === 'button' ||
      actions !== undefined ||
      (type === 'link' && url !== undefined),
    style: stylesEnabled && group !== undefined ? componentStyle(component.styles, group) : {},
  };
}

function genericVariant(view: RichMediaView): GenericCardVariant | undefined {
  const media = view.image !== undefined || view.video !== undefined;
  const words = Boolean(view.title || view.desc);
  const components = view.components.length > 0;
  if (media) return words || components ? 'media-text-components' : 'media';
  if (components) return 'text-components';
  return words ? 'text' : undefined;
}

function fallbackText(input: RichMediaInput, options: RichMediaOptions): string {
  if (options.text?.trim()) return options.text;
  return typeof input.textback === 'string' ? input.textback : '';
}

/**
 * Builds the view of a rich-media message: validates it, checks every URL, allow-lists styles
 * (none when `stylesEnabled` is false) and picks the generic card's layout. Invalid content gives
 * the text to show instead and the reason; this never throws.
 */
export function buildRichMedia(
  input: RichMediaInput,
  options: RichMediaOptions = {},
): RichMediaResult {
  const text = fallbackText(input ?? {}, options);
  const fail = (reason: string): RichMediaResult => ({ ok: false, reason, text });
  const message = richMediaMessageSchema.safeParse(input);
  if (!message.success) return fail(describeIssues(message.error, 1));
  const raw = Array.isArray(message.data.content)
    ? { components: message.data.content as unknown[] }
    : message.data.content;
  const content = contentSchema.safeParse(raw);
  if (!content.success) return fail(`content: ${describeIssues(content.error, 1)}`);
  const { data } = content;
  const kind = message.data.contentType;
  const id = String(data.id ?? message.data.id ?? '');
  const stylesEnabled = options.stylesEnabled !== false;
  const image = safeUrl(data.image, 'media');
  const video = safeUrl(data.video, 'media');
  const actions = actionOf(data.actions);
  const view: RichMediaView = {
    kind,
    id,
    text: text || data.title || '',
    ...(data.title !== undefined ? { title: data.title } : {}),
    ...(data.desc !== undefined ? { desc: data.desc } : {}),
    ...(image !== undefined ? { image } : {}),
    ...(video !== undefined ? { video } : {}),
    ...(actions ? { actions } : {}),
    components: (data.components ?? []).map((component, index) =>
      componentOf(component, index, id, stylesEnabled),
    ),
    style: stylesEnabled ? componentStyle(data.styles, 1) : {},
  };
  const expected = expectedComponents[kind];
  const stray = view.components.find((component) => !expected.has(component.type));
  if (stray) return fail(`${kind} content cannot hold a ${stray.type} component`);
  if (kind === 'generic') {
    const variant = genericVariant(view);
    if (!variant) return fail('generic card has no media, text or components');
    view.variant = variant;
  } else if (view.components.length === 0) {
    return fail(`${kind} content has no components`);
  }
  return { ok: true, view };
}

const expectedComponents: Record<RichMediaView['kind'], ReadonlySet<RichMediaComponent['type']>> = {
  'quick-replies': new Set(['quick-reply']),
  generic: new Set([
    'button',
    'image',
    'link',
    'text',
    'break',
    'list-item',
    'list-item-big',
    'quick-reply',
  ]),
  'list-vertical': new Set(['list-item', 'list-item-big']),
  'single-selection-list': new Set(['list-item', 'list-item-big']),
  attachments: new Set(['attachment']),
};
