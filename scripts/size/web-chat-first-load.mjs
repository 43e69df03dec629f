// A page with the reference web chat: React, the app, and `WebChat`, whose chat (session, transport,
// window) loads on first use. `npm run size` measures the first load and the chat; it is never run.
import { CxProvider } from '@cxkit/headless/react';
import { CxRoot } from '@cxkit/reference-ui';
import { WebChat } from '@cxkit/reference-ui/web-chat';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

const transport = () =>
  import('@cxkit/headless/chat').then(({ createGmsTransport }) =>
    createGmsTransport({ dataURL: '/genesys/2/chat/customer-support' }),
  );
createRoot(document.getElementById('root')).render(
  createElement(
    CxProvider,
    null,
    createElement(CxRoot, null, createElement(WebChat, { transport })),
  ),
);
