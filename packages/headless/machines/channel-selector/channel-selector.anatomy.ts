import { createAnatomy } from '../../services/anatomy/create-anatomy';

/** The channel selector's parts and their `data-scope` / `data-part` attributes. */
export const channelSelectorAnatomy = createAnatomy('channel-selector', {
  root: 'root',
  subtitle: 'subtitle',
  list: 'list',
  item: 'item',
  tile: 'tile',
  status: 'status',
});
