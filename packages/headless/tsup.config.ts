import { defineConfig } from 'tsup';

/** One entry per subpath export, so a site pays only for the widget areas it imports. */
export default defineConfig({
  entry: {
    index: 'index.ts',
    'bus/index': 'bus/index.ts',
    'app/index': 'machines/app/index.ts',
    'services/index': 'services/index.ts',
    'glue/index': 'services/page-glue/index.ts',
    'chat/index': 'chat.ts',
    'chat-widget/index': 'machines/chat-widget/index.ts',
    'chat-texts/index': 'chat-texts.ts',
    'idle/index': 'machines/idle-detector/index.ts',
    'dock/index': 'machines/dock-manager/index.ts',
    'react/index': 'react/index.ts',
    'react/chat': 'react/chat.ts',
    'react/chat-widget': 'react/chat-widget.ts',
    'react/dock': 'react/dock.ts',
  },
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  splitting: true,
  treeshake: true,
  sourcemap: true,
  target: 'es2022',
  tsconfig: 'tsconfig.build.json',
  external: ['react', 'react-dom', '@xstate/react', 'xstate', 'zod', 'ky'],
});
