// The page of mobile-mode.browser.test.ts: one docked window, under the app settings given as JSON
// in the `config` query parameter, e.g. `?config={"mobileModeBreakpoint":400}`. The window shows the
// chat screen's `data-screen`, as the chat window does, so that the chat's window height applies.
import type { AppConfigInput } from '@cxkit/headless/app';
import { CxProvider } from '@cxkit/headless/react';
import { DockProvider, useDockView } from '@cxkit/headless/react/dock';
import { CxRoot, WidgetWindow } from '@cxkit/reference-ui/shell';
import '@cxkit/reference-ui/styles.css';
import { createRoot } from 'react-dom/client';

const config = JSON.parse(
  new URLSearchParams(location.search).get('config') ?? '{}',
) as AppConfigInput;

function DockedWindow() {
  const dock = useDockView({ plugin: 'WebChat', content: 'WebChat' });
  return (
    <div {...dock.getViewProps()}>
      <WidgetWindow title="Live Chat" data-screen="chat">
        Hello.
      </WidgetWindow>
    </div>
  );
}

createRoot(document.getElementById('root')!).render(
  <CxProvider config={{ pluginLoadDelay: 0, ...config }}>
    <DockProvider>
      <CxRoot>
        <DockedWindow />
      </CxRoot>
    </DockProvider>
  </CxProvider>,
);
