import * as z from 'zod/mini';
import { isRecord, type WireRecord } from '../../transports/wire-records';

/** The rich-media content types (spec 3, section 3; `single-selection-list` is protocols 1: a list with radio selectors). */
export const richMediaKinds = [
  'quick-replies',
  'generic',
  'list-vertical',
  'single-selection-list',
  'attachments',
] as const;

/** A rich-media content type. */
export type RichMediaKind = (typeof richMediaKinds)[number];

/** The component types of rich-media content (spec 1, section 3). */
export const componentTypes = [
  'quick-reply',
  'button',
  'list-item',
  'list-item-big',
  'image',
  'link',
  'text',
  'break',
  'attachment',
] as const;

/** A rich-media component type. */
export type ComponentType = (typeof componentTypes)[number];

/** Longest text a field may hold; longer content is refused as a whole. */
export const maxFieldLength = 10_000;

/** Most components one content may hold. */
export const maxComponents = 100;

const text = z
  .string({ error: 'Expected a text' })
  .check(
    z.refine((value) => value.length <= maxFieldLength, `Text over ${maxFieldLength} characters`),
  );
const identifier = z.union([text, z.number()], { error: 'Expected an id' });
const record = (message: string) => z.custom<WireRecord>(isRecord, { error: message });

/** An action of a component or card: a URL to open, or a bus command to run. */
export const actionSchema = z.object(
  {
    url: z.optional(text),
    urlTarget: z.optional(text),
    commandName: z.optional(text),
    commandOptions: z.optional(record('Expected an object of command options')),
  },
  { error: 'Expected an actions object' },
);

/** One component of rich-media content. */
export const componentSchema = z.object(
  {
    type: z.enum(componentTypes, { error: 'Expected a known component type' }),
    id: z.optional(identifier),
    text: z.optional(text),
    title: z.optional(text),
    desc: z.optional(text),
    image: z.optional(text),
    url: z.optional(text),
    urlTarget: z.optional(text),
    actions: z.optional(actionSchema),
    styles: z.optional(record('Expected an object of styles')),
  },
  { error: 'Expected a component object' },
);

/** Rich-media content: `id, title, desc, image, video, components, styles` (a bare list is read as its components). */
export const contentSchema = z.object(
  {
    id: z.optional(identifier),
    title: z.optional(text),
    desc: z.optional(text),
    image: z.optional(text),
    video: z.optional(text),
    actions: z.optional(actionSchema),
    components: z.optional(
      z
        .array(componentSchema, { error: 'Expected a list of components' })
        .check(
          z.refine((list) => list.length <= maxComponents, `More than ${maxComponents} components`),
        ),
    ),
    styles: z.optional(record('Expected an object of styles')),
  },
  { error: 'Expected a content object' },
);

/** A rich-media message: `contentType, content, id, textback` (spec 3, section 3). */
export const richMediaMessageSchema = z.object(
  {
    contentType: z.enum(richMediaKinds, { error: 'Expected a known rich-media content type' }),
    content: z.unknown(),
    id: z.optional(identifier),
    textback: z.optional(text),
  },
  { error: 'Expected a rich-media message object' },
);

/** Parsed rich-media content. */
export type RichMediaContent = z.output<typeof contentSchema>;

/** A parsed component. */
export type RichMediaComponent = z.output<typeof componentSchema>;

/** A parsed action. */
export type RichMediaActionInput = z.output<typeof actionSchema>;
