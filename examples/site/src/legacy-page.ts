// The legacy settings page: what `@cxkit/adapters/widgets.js` does on a page of its own, from the
// workspace sources (the page above defines `window._genesys.widgets` first).
import '@cxkit/reference-ui/styles.css';
import { bootWidgets } from '@cxkit/adapters/widgets';

bootWidgets();
