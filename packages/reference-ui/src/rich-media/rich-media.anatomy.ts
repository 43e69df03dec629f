import { createAnatomy } from '@cxkit/headless/services';

/**
 * The parts of rich-media content, with their `data-scope` / `data-part` attributes. Quick-reply
 * rows and chips carry the headless row's own attributes (`data-scope="quick-replies"`).
 */
export const richMediaAnatomy = createAnatomy('rich-media', {
  root: 'root',
  fallback: 'fallback',
  heading: 'heading',
  media: 'media',
  image: 'image',
  video: 'video',
  body: 'body',
  title: 'title',
  description: 'description',
  trigger: 'trigger',
  components: 'components',
  button: 'button',
  link: 'link',
  text: 'text',
  break: 'break',
  list: 'list',
  item: 'item',
  itemAction: 'item-action',
  itemControl: 'item-control',
  itemIndicator: 'item-indicator',
  itemImage: 'item-image',
  itemBody: 'item-body',
  itemTitle: 'item-title',
  itemDescription: 'item-description',
  chipImage: 'chip-image',
  attachments: 'attachments',
  attachment: 'attachment',
  attachmentIcon: 'attachment-icon',
  attachmentImage: 'attachment-image',
  attachmentName: 'attachment-name',
});
