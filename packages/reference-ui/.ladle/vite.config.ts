/** Vite options for Ladle (which brings its own Vite): resolve workspace packages to their sources. */
export default {
  resolve: {
    conditions: ['source', 'module', 'browser', 'development|production'],
  },
};
