import {
  useRichMedia,
  type QuickReplyApi,
  type RichMediaComponentView,
  type RichMediaView,
} from '@cxkit/headless/react/rich-media';
import type { CSSProperties } from 'react';
import { useAreaTranslate } from '../chat/texts/use-area-translate';
import { FileIcon } from './file-icon';
import { richMediaAnatomy as anatomy } from './rich-media.anatomy';
import { richMediaTexts } from './rich-media.texts';

/** Props of {@link RichMediaComponent}. */
export interface RichMediaComponentProps {
  /** The content the component belongs to (its clicks name it). */
  view: RichMediaView;
  /** The component. */
  component: RichMediaComponentView;
  /** The quick-reply row a `quick-reply` chip belongs to; without one a chip only reports its click. */
  quickReplies?: Pick<QuickReplyApi, 'getChipProps'>;
}

/** The inline style of a component or content box (allow-listed by the headless layer, hover values as custom properties). */
export function styleOf(view: Pick<RichMediaComponentView, 'style'>): CSSProperties {
  return view.style as CSSProperties;
}

/** What a button, chip or link says. */
function captionOf(component: RichMediaComponentView): string {
  return component.text || component.title || '';
}

/** The last path segment of a URL, as a file name for attachments that name none. */
function fileNameOf(url: string | undefined): string {
  if (!url) return '';
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const last = path.slice(path.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** Ids of a list item's title and description, so a selector or action can point at them. */
export interface ItemContentIds {
  /** Id for the title. */
  titleId?: string;
  /** Id for the description. */
  descriptionId?: string;
}

/** The image, title and description of a list item (`list-item`, or `list-item-big` with a larger image). */
export function ItemContent({
  component,
  titleId,
  descriptionId,
}: { component: RichMediaComponentView } & ItemContentIds) {
  const title = component.title || component.text;
  return (
    <>
      {/* The title names the item; the picture only illustrates it. */}
      {component.image ? <img {...anatomy.itemImage.attrs} src={component.image} alt="" /> : null}
      <span {...anatomy.itemBody.attrs}>
        {title ? (
          <span {...anatomy.itemTitle.attrs} id={titleId}>
            {title}
          </span>
        ) : null}
        {component.desc ? (
          <span {...anatomy.itemDescription.attrs} id={descriptionId}>
            {component.desc}
          </span>
        ) : null}
      </span>
    </>
  );
}

function ListItem({ view, component }: RichMediaComponentProps) {
  const { click } = useRichMedia(undefined);
  return (
    <li
      {...anatomy.item.attrs}
      data-size={component.type === 'list-item-big' ? 'big' : 'normal'}
      data-clickable={component.clickable || undefined}
      style={styleOf(component)}
    >
      {component.clickable ? (
        <button {...anatomy.itemAction.attrs} type="button" onClick={() => click(view, component)}>
          <ItemContent component={component} />
        </button>
      ) : (
        <ItemContent component={component} />
      )}
    </li>
  );
}

function Attachment({ view, component }: RichMediaComponentProps) {
  const { click } = useRichMedia(undefined);
  const translate = useAreaTranslate(richMediaTexts);
  const name =
    component.text ||
    component.title ||
    fileNameOf(component.url) ||
    translate('webchat.richMedia.attachment');
  const content = (
    <>
      {component.image ? (
        <img {...anatomy.attachmentImage.attrs} src={component.image} alt="" />
      ) : (
        <FileIcon {...anatomy.attachmentIcon.attrs} />
      )}
      <span {...anatomy.attachmentName.attrs}>{name}</span>
    </>
  );
  if (component.url === undefined) {
    // A refused (or missing) address: it looks like the others but goes nowhere.
    return (
      <a {...anatomy.attachment.attrs} data-state="blocked" style={styleOf(component)}>
        {content}
      </a>
    );
  }
  return (
    <a
      {...anatomy.attachment.attrs}
      data-state="ready"
      href={component.url}
      download={component.text || ''}
      target={component.urlTarget}
      rel="noopener noreferrer"
      style={styleOf(component)}
      onClick={() => click(view, component)}
    >
      {content}
    </a>
  );
}

function Link({ view, component }: RichMediaComponentProps) {
  const { click } = useRichMedia(undefined);
  const caption = captionOf(component) || component.url || '';
  if (component.url !== undefined) {
    return (
      <a
        {...anatomy.link.attrs}
        data-state="ready"
        href={component.url}
        target={component.urlTarget}
        rel="noopener noreferrer"
        style={styleOf(component)}
        onClick={() => click(view, component)}
      >
        {caption}
      </a>
    );
  }
  if (component.actions && !component.urlBlocked) {
    // No address but a command to run: a button that looks like a link.
    return (
      <button
        {...anatomy.link.attrs}
        data-state="action"
        type="button"
        style={styleOf(component)}
        onClick={() => click(view, component)}
      >
        {caption}
      </button>
    );
  }
  // A refused address: an anchor without href is neither focusable nor followed.
  return (
    <a {...anatomy.link.attrs} data-state="blocked" style={styleOf(component)}>
      {caption}
    </a>
  );
}

function Chip({ view, component, quickReplies }: RichMediaComponentProps) {
  const { click } = useRichMedia(undefined);
  const props = quickReplies
    ? quickReplies.getChipProps(component)
    : {
        'data-scope': 'quick-replies',
        'data-part': 'chip',
        'data-state': 'enabled',
        type: 'button' as const,
        onClick: () => click(view, component),
      };
  return (
    <button {...props} style={styleOf(component)}>
      {/* The caption names the chip; the picture only illustrates it. */}
      {component.image ? <img {...anatomy.chipImage.attrs} src={component.image} alt="" /> : null}
      {captionOf(component)}
    </button>
  );
}

function Picture({ view, component }: RichMediaComponentProps) {
  const { click } = useRichMedia(undefined);
  if (!component.image) return null;
  const alt = component.title || component.text || '';
  if (!component.clickable) {
    return (
      <img {...anatomy.image.attrs} src={component.image} alt={alt} style={styleOf(component)} />
    );
  }
  return (
    <button
      {...anatomy.button.attrs}
      data-variant="image"
      type="button"
      style={styleOf(component)}
      onClick={() => click(view, component)}
    >
      <img {...anatomy.image.attrs} src={component.image} alt={alt} />
    </button>
  );
}

function ButtonComponent({ view, component }: RichMediaComponentProps) {
  const { click } = useRichMedia(undefined);
  return (
    <button
      {...anatomy.button.attrs}
      type="button"
      style={styleOf(component)}
      onClick={() => click(view, component)}
    >
      {captionOf(component)}
    </button>
  );
}

/**
 * One rich-media component of any type, its text escaped by React: a button, a link (an anchor
 * without href when its address was refused), an image, a text, a line break, a list item (an
 * `<li>`, so its parent must be a list), a quick-reply chip or an attachment. Buttons, chips and
 * list items with actions carry out their click through the nearest `<RichMediaProvider>`.
 */
export function RichMediaComponent(props: RichMediaComponentProps) {
  const { view, component } = props;
  switch (component.type) {
    case 'button':
      return <ButtonComponent view={view} component={component} />;
    case 'link':
      return <Link {...props} />;
    case 'image':
      return <Picture {...props} />;
    case 'text':
      return (
        <p {...anatomy.text.attrs} style={styleOf(component)}>
          {component.text}
        </p>
      );
    case 'break':
      return <div {...anatomy.break.attrs} aria-hidden="true" />;
    case 'list-item':
    case 'list-item-big':
      return <ListItem {...props} />;
    case 'quick-reply':
      return <Chip {...props} />;
    case 'attachment':
      return <Attachment {...props} />;
  }
}
