// The drop-in overlay and toaster managers alone: the page loads their tables and loaders; each
// view is a separate chunk loaded on its first `open`. The `./views` entry re-exports every part.
export { OverlayManager, ToasterManager, type ViewManagerProps } from './views/view-managers';
