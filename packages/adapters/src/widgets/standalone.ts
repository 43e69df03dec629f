// The drop-in script of `dist/cxkit-widgets/`: one `<script type="module">` after the page's
// `window._genesys.widgets` settings boots the app, CXBus and the web chat, and links the styles
// that the build puts beside it.
import '@cxkit/reference-ui/styles.css';
import { bootWidgets } from './boot-widgets';

const stylesheet = new URL('./cxkit-widgets.css', import.meta.url).href;
if (
  typeof document !== 'undefined' &&
  !document.querySelector(`link[rel="stylesheet"][href="${stylesheet}"]`)
) {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = stylesheet;
  document.head.append(link);
}

/** The widgets booted from `window._genesys.widgets` when this script ran, if the page defined the settings. */
export const widgets = bootWidgets();
