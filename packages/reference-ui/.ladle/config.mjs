/** @type {import('@ladle/react').UserConfig} */
export default {
  stories: 'src/**/*.stories.tsx',
  outDir: '.ladle-build',
  // Workspace packages resolve to their TypeScript sources, as in the tests.
  viteConfig: '.ladle/vite.config.ts',
  addons: {
    // Ladle's light/dark switch also switches the cxkit theme (see components.tsx).
    theme: { enabled: true, defaultState: 'dark' },
    a11y: { enabled: true },
    msw: { enabled: false },
  },
};
