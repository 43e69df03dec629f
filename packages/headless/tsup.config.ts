import { defineConfig, type Options } from 'tsup';

/** One entry per subpath export, so a site pays only for the widget areas it imports. */
const library = {
  entry: {
    index: 'index.ts',
    'bus/index': 'bus/index.ts',
    'kit/index': 'kit/index.ts',
    'widgets/index': 'widgets.ts',
    'app/index': 'machines/app/index.ts',
    'services/index': 'services/index.ts',
    'glue/index': 'services/page-glue/index.ts',
    'chat/index': 'chat.ts',
    'chat/rest-v3': 'transports/rest-v3/index.ts',
    'chat/gms-push': 'transports/gms-push/index.ts',
    'chat/cloud-v2': 'transports/cloud-v2/index.ts',
    'chat-widget/index': 'machines/chat-widget/index.ts',
    'chat-texts/index': 'chat-texts.ts',
    'idle/index': 'machines/idle-detector/index.ts',
    'dock/index': 'machines/dock-manager/index.ts',
    'react/index': 'react/index.ts',
    'react/chat': 'react/chat.ts',
    'react/chat-widget': 'react/chat-widget.ts',
    'react/dock': 'react/dock.ts',
    'rich-media/index': 'machines/rich-media/index.ts',
    'autocomplete/index': 'machines/autocomplete/index.ts',
    'react/rich-media': 'react/rich-media.ts',
    'react/markdown': 'react/markdown.ts',
    'react/markdown-pipeline': 'react/markdown-pipeline.ts',
    'react/autocomplete': 'react/autocomplete.ts',
    'form/index': 'machines/form/index.ts',
    'countdown/index': 'machines/countdown/index.ts',
    'phone-input/index': 'machines/phone-input/index.ts',
    'view-reservation/index': 'machines/view-reservation/index.ts',
    'menu/index': 'machines/menu/index.ts',
    'transcript/index': 'machines/transcript/index.ts',
    'react/form': 'react/form.ts',
    'react/countdown': 'react/use-countdown.ts',
    'react/phone-input': 'react/use-phone-input.ts',
    'react/menu': 'react/menu.ts',
  },
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  splitting: true,
  treeshake: true,
  sourcemap: true,
  target: 'es2022',
  tsconfig: 'tsconfig.build.json',
  external: ['react', 'react-dom', '@xstate/react', 'xstate', 'zod', 'ky', 'libphonenumber-js'],
} satisfies Options;

export default defineConfig([
  library,
  // The testers' helpers stand alone: sharing chunks with the library would reorder the library's
  // chunks, which changes what a site's bundle compresses to without changing its code.
  {
    ...library,
    entry: { 'testing/index': 'testing.ts' },
    splitting: false,
    clean: false,
  },
]);
