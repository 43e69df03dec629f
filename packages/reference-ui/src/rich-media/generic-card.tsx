import { useMarkdown } from '@cxkit/headless/react/markdown';
import { useRichMedia, type RichMediaView } from '@cxkit/headless/react/rich-media';
import { useAreaTranslate } from '../chat/texts/use-area-translate';
import { RichMediaComponents } from './rich-media-components';
import { styleOf } from './rich-media-component';
import { richMediaAnatomy as anatomy } from './rich-media.anatomy';
import { richMediaTexts } from './rich-media.texts';

/** Props of {@link GenericCard}. */
export interface GenericCardProps {
  /** The generic content. */
  view: RichMediaView;
  /** A key unique in the transcript for the row of its quick-reply chips. @default the content id */
  rowKey?: string;
  /** Whether its chips may still be chosen. @default true */
  quickRepliesEnabled?: boolean;
  /** Called once, with a chosen chip's text. */
  onQuickReply?: (text: string) => void;
}

function Media({ view }: { view: RichMediaView }) {
  if (view.video) {
    return (
      <div {...anatomy.media.attrs}>
        {/* Metadata only: a transcript of cards must not download every video up front. */}
        <video
          {...anatomy.video.attrs}
          src={view.video}
          poster={view.image}
          controls
          preload="metadata"
        />
      </div>
    );
  }
  if (view.image) {
    return (
      <div {...anatomy.media.attrs}>
        <img {...anatomy.image.attrs} src={view.image} alt={view.title ?? ''} />
      </div>
    );
  }
  return null;
}

function Description({ source }: { source: string }) {
  const markdown = useMarkdown(source);
  return (
    <div
      {...anatomy.description.attrs}
      data-state={markdown.node === undefined ? 'plain' : 'rendered'}
    >
      {/* The plain source reads well enough until the markdown renderer has loaded. */}
      {markdown.node ?? <p>{source}</p>}
    </div>
  );
}

/**
 * A generic card in one of its four layouts (`data-variant`: `media`, `text`, `text-components`,
 * `media-text-components`): an image (`alt` = title) or a video with controls, the title, the
 * description rendered from markdown, then the components. A card with actions is clickable as a
 * whole: its title (or, without one, an overlay button) carries out the click, while the
 * components and links inside it stay reachable above it.
 */
export function GenericCard({
  view,
  rowKey = view.id,
  quickRepliesEnabled,
  onQuickReply,
}: GenericCardProps) {
  const { click } = useRichMedia(undefined);
  const translate = useAreaTranslate(richMediaTexts);
  const clickable = view.actions !== undefined;
  const variant = view.variant ?? 'text';
  const trigger = (label?: string) => (
    <button
      {...anatomy.trigger.attrs}
      type="button"
      aria-label={label}
      data-variant={label ? 'overlay' : 'title'}
      onClick={() => click(view)}
    >
      {label ? null : view.title}
    </button>
  );
  return (
    <div
      {...anatomy.root.attrs}
      data-kind="generic"
      data-variant={variant}
      data-state={clickable ? 'clickable' : 'static'}
      style={styleOf(view)}
    >
      {variant === 'media' || variant === 'media-text-components' ? <Media view={view} /> : null}
      {view.title || view.desc ? (
        <div {...anatomy.body.attrs}>
          {view.title ? <p {...anatomy.title.attrs}>{clickable ? trigger() : view.title}</p> : null}
          {view.desc ? <Description source={view.desc} /> : null}
        </div>
      ) : null}
      {clickable && !view.title ? trigger(view.text || translate('webchat.richMedia.open')) : null}
      {view.components.length > 0 ? (
        <RichMediaComponents
          view={view}
          rowKey={rowKey}
          quickRepliesEnabled={quickRepliesEnabled}
          onQuickReply={onQuickReply}
        />
      ) : null}
    </div>
  );
}
