// What a site ships for a working reference web chat: React, the app, the chat widget and its transport.
// `npm run size` measures it (min+gzip); it is never run.
import { createGmsTransport } from '@cxkit/headless/chat';
import { CxProvider } from '@cxkit/headless/react';
import { CxRoot } from '@cxkit/reference-ui';
import { WebChat } from '@cxkit/reference-ui/chat';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

const transport = createGmsTransport({ dataURL: '/genesys/2/chat/customer-support' });
createRoot(document.getElementById('root')).render(
  createElement(
    CxProvider,
    null,
    createElement(CxRoot, null, createElement(WebChat, { transport })),
  ),
);
