import { createAnatomy } from '@cxkit/headless/services';

/** The channel selector window's own parts, beside the headless selector's (`data-scope="channel-selector"`). */
export const channelSelectorWindowAnatomy = createAnatomy('channel-selector-window', {
  icon: 'icon',
  text: 'text',
  name: 'name',
  description: 'description',
  html: 'html',
  statusLabel: 'status-label',
  statusValue: 'status-value',
});
