import * as z from 'zod/mini';
import type {
  OverlayContent,
  OverlayPosition,
  ToasterButtons,
  ToasterContent,
} from './view-manager.types';

/** The options of `Overlay.open` (protocols 8.3), as a page gives them. */
export interface OverlayOpenOptions {
  /** The HTML to show, sanitised (required: without it the command is refused). */
  html?: string;
  /** Reserves the overlay for the commander: only it or the app may then close or replace it. @default false */
  immutable?: boolean;
  /** `left`, `right` or `center`; anything else is `center`. @default 'center' */
  position?: string;
  /** Dims the page behind the overlay. @default true */
  backdrop?: boolean;
  /** The dialog's accessible name. @default the overlay's text 'Information' */
  label?: string;
}

/** The options of `Toaster.open` (protocols 8.3), as a page gives them. */
export interface ToasterOpenOptions {
  /** `generic` (title, body, icon, buttons) or `custom` (html). @default 'custom' with html alone, else 'generic' */
  type?: 'generic' | 'custom';
  /** The title (generic); it names the panel. */
  title?: string;
  /** The body text (generic). */
  body?: string;
  /** The icon's name (generic), e.g. `chat`. */
  icon?: string;
  /** The buttons (generic): `primary` and `secondary` texts. */
  buttons?: ToasterButtons;
  /** The HTML to show, sanitised (custom). */
  html?: string;
  /** Reserves the toaster for the commander. @default false */
  immutable?: boolean;
}

const text = z.optional(z.unknown());

const overlaySchema = z.looseObject({
  html: text,
  immutable: text,
  position: text,
  backdrop: text,
  label: text,
});

const toasterSchema = z.looseObject({
  type: text,
  title: text,
  body: text,
  icon: text,
  buttons: text,
  html: text,
  immutable: text,
});

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** Spec 3, section 5: the position must be left, right or center, otherwise center. */
export function overlayPositionOf(value: unknown): OverlayPosition {
  return value === 'left' || value === 'right' ? value : 'center';
}

/** What an `open` command asks for: the content and the reservation, or no content to show. */
export type ViewOpenRequest<Content> =
  { ok: true; content: Content; immutable: boolean } | { ok: false };

/** Reads `Overlay.open`'s options; without HTML there is nothing to show (spec 3: html is required). */
export function readOverlayOpen(options: unknown): ViewOpenRequest<OverlayContent> {
  const parsed = overlaySchema.safeParse(options ?? {});
  if (!parsed.success) return { ok: false };
  const { html, immutable, position, backdrop, label } = parsed.data;
  const content = nonEmpty(html);
  if (content === undefined) return { ok: false };
  return {
    ok: true,
    immutable: immutable === true,
    content: {
      kind: 'overlay',
      html: content,
      position: overlayPositionOf(position),
      backdrop: backdrop !== false,
      label: nonEmpty(label),
    },
  };
}

function buttonsOf(value: unknown): ToasterButtons | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { primary, secondary } = value as Record<string, unknown>;
  const buttons = {
    ...(nonEmpty(primary) ? { primary: primary as string } : {}),
    ...(nonEmpty(secondary) ? { secondary: secondary as string } : {}),
  };
  return Object.keys(buttons).length > 0 ? buttons : undefined;
}

/** Reads `Toaster.open`'s options; a custom toaster needs HTML, a generic one a title or a body. */
export function readToasterOpen(options: unknown): ViewOpenRequest<ToasterContent> {
  const parsed = toasterSchema.safeParse(options ?? {});
  if (!parsed.success) return { ok: false };
  const data = parsed.data;
  const [html, title, body] = [nonEmpty(data.html), nonEmpty(data.title), nonEmpty(data.body)];
  const type =
    data.type === 'custom' || data.type === 'generic'
      ? data.type
      : html !== undefined && title === undefined && body === undefined
        ? 'custom'
        : 'generic';
  if (type === 'custom' ? html === undefined : title === undefined && body === undefined) {
    return { ok: false };
  }
  return {
    ok: true,
    immutable: data.immutable === true,
    content: {
      kind: 'toaster',
      type,
      title,
      body,
      icon: nonEmpty(data.icon),
      buttons: buttonsOf(data.buttons),
      html: type === 'custom' ? html : undefined,
    },
  };
}
