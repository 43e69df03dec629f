import { defineConfig } from 'tsup';

const scripts = {
  index: 'src/index.ts',
  'shell/index': 'src/shell/index.ts',
  'chat/index': 'src/chat/index.ts',
  'web-chat/index': 'src/web-chat.ts',
  'rich-media/index': 'src/rich-media/index.ts',
  'calendar/index': 'src/callback/calendar/index.ts',
  'callback/index': 'src/callback/callback-window/index.ts',
  'callback-widget/index': 'src/callback-widget.ts',
  'call-us/index': 'src/call-us/index.ts',
  'call-us-widget/index': 'src/call-us-widget.ts',
  'channel-selector/index': 'src/channel-selector/index.ts',
  'channel-selector-widget/index': 'src/channel-selector-widget.ts',
  'cobrowse/index': 'src/cobrowse/index.ts',
  'cobrowse-widget/index': 'src/cobrowse-widget.ts',
  'click-to-call/index': 'src/click-to-call/index.ts',
  'click-to-call-widget/index': 'src/click-to-call-widget.ts',
  'chat-deflection/index': 'src/chat-deflection/index.ts',
  'send-message/index': 'src/send-message/index.ts',
  'send-message-widget/index': 'src/send-message-widget.ts',
  'search/index': 'src/search/index.ts',
  'search-widget/index': 'src/search-widget.ts',
  'offers/index': 'src/offers/index.ts',
  'offers-widget/index': 'src/offers-widget.ts',
  'sidebar/index': 'src/sidebar/index.ts',
  'sidebar-widget/index': 'src/sidebar-widget.ts',
  'views/index': 'src/views/index.ts',
  'views-widget/index': 'src/views-widget.ts',
  'engage/index': 'src/engage/index.ts',
  'engage-widget/index': 'src/engage-widget.ts',
};

export default defineConfig({
  // esbuild inlines the stylesheet's @import partials into dist/styles.css.
  entry: { ...scripts, styles: 'src/styles/index.css' },
  format: ['esm', 'cjs'],
  // Declarations come from one tsc run after the build (scripts/emit-declarations.mjs).
  dts: false,
  clean: true,
  target: 'es2022',
  platform: 'browser',
  external: ['react', 'react-dom', /^@cxkit\/headless(\/.*)?$/],
});
