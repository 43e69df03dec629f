import { builtInThemes, type AppConfigInput } from '@cxkit/headless/app';
import type { PageGlueOptions } from '@cxkit/headless/glue';
import { CxProvider, useApp } from '@cxkit/headless/react';
import { DockProvider, useDockView } from '@cxkit/headless/react/dock';
import { CxRoot } from '@cxkit/reference-ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { demoLanguagePacks, useDemoText } from './demo-i18n';
import { readDemoChoice, rememberDemoChoice } from './page/demo-storage';
import { DemoBusHandle } from './page/demo-bus-handle';
import { DemoHeader } from './page/demo-header';
import { WidgetSection } from './page/widget-section';
import { demoWidgets } from './widgets';
import { CallbackSection, DemoCallback } from './widgets/callback/demo-callback';
import { CallUsSection, DemoCallUs } from './widgets/call-us/demo-call-us';
import { ChatSection, DemoChat } from './widgets/chat/demo-chat';
import {
  ChannelSelectorSection,
  DemoChannelSelector,
} from './widgets/channel-selector/demo-channel-selector';
import { CoBrowseSection, DemoCoBrowse } from './widgets/cobrowse/demo-cobrowse';
import { ClickToCallSection, DemoClickToCall } from './widgets/click-to-call/demo-click-to-call';
import { DemoStats } from './widgets/stats/demo-stats';
import { DemoKnowledgeCenter } from './widgets/knowledge/demo-knowledge-center';
import { DemoSendMessage, SendMessageSection } from './widgets/send-message/demo-send-message';
import { DemoSearch, SearchSection } from './widgets/search/demo-search';
import { DemoSidebar, SidebarSection } from './widgets/sidebar/demo-sidebar';
import { DemoViews, ViewsSection } from './widgets/views/demo-views';
import { DemoOffers, OffersSection } from './widgets/offers/demo-offers';
import { DemoWebEngagement, WebEngagementSection } from './widgets/gwe/demo-web-engagement';
import { AnalyticsSection } from './widgets/tracked-events/demo-analytics';

const customThemes = { forest: 'demo-theme-forest' };

/** A choice remembered from an earlier visit when the page still offers it, else `fallback`. */
function remembered(key: string, offered: readonly string[], fallback: string): string {
  const choice = readDemoChoice(key);
  return choice !== null && offered.includes(choice) ? choice : fallback;
}

/** The app settings of the demo page; theme and language start as the visitor last chose them. */
export const demoConfig: AppConfigInput = {
  theme: remembered('theme', Object.keys({ ...builtInThemes, ...customThemes }), 'dark'),
  // A site's own theme: its class sets the reference UI's --cx-* custom properties (demo.css).
  themes: customThemes,
  lang: remembered('lang', Object.keys(demoLanguagePacks), 'en'),
  pluginLoadDelay: 0,
  i18n: demoLanguagePacks,
};

/** The page glue calls the simulator's glue endpoints, on the page's own origin. */
export const demoGlue: PageGlueOptions = { apiBase: '/cx-api' };

/** The whole demo: the cxkit provider around the page. */
export function DemoApp() {
  return (
    <CxProvider config={demoConfig} glue={demoGlue}>
      <DockProvider>
        <DemoPage />
      </DockProvider>
    </CxProvider>
  );
}

/** A demo window in the dock: the dock manager places it beside the other docked windows. */
function Docked({ plugin, children }: { plugin: string; children: ReactNode }) {
  const dock = useDockView({ plugin, content: plugin });
  return <div {...dock.getViewProps()}>{children}</div>;
}

function DemoPage() {
  const { language, theme } = useApp();
  const text = useDemoText();
  // No window opens by itself: the first screen is the site and its launchers (on a phone a window
  // fills the screen, over the chat button); each showcase window opens from its section's button.
  const [open, setOpen] = useState(() => new Set<string>());
  const windows = useRef(new Map<string, HTMLElement>());
  const openers = useRef(new Map<string, HTMLButtonElement>());

  // The page texts follow the app's language, so the document's language does too.
  useEffect(() => {
    document.documentElement.lang = language;
    document.title = text('demo.title');
  }, [language, text]);
  // A reload (to switch the chat back end, or to see a chat restored) keeps them.
  useEffect(() => rememberDemoChoice('lang', language), [language]);
  useEffect(() => rememberDemoChoice('theme', theme), [theme]);

  const show = (id: string, visible: boolean) => {
    // Render first, then move the focus to what replaced the control that was just used.
    flushSync(() =>
      setOpen((current) => {
        const next = new Set(current);
        if (visible) next.add(id);
        else next.delete(id);
        return next;
      }),
    );
    const target = visible
      ? windows.current.get(id)?.querySelector<HTMLElement>('button')
      : openers.current.get(id);
    target?.focus();
  };

  const register =
    <T extends HTMLElement>(map: Map<string, T>, id: string) =>
    (element: T | null) => {
      if (!element) return;
      map.set(id, element);
      return () => {
        map.delete(id);
      };
    };

  return (
    <CxRoot className="demo-page">
      <DemoHeader />
      <main className="demo-main">
        <p className="demo-intro">{text('demo.intro')}</p>
        <h2>{text('demo.widgets')}</h2>
        {demoWidgets.map((widget) => (
          <WidgetSection
            key={widget.id}
            widget={widget}
            open={open.has(widget.id)}
            onOpen={() => show(widget.id, true)}
            openerRef={register(openers.current, widget.id)}
          />
        ))}
        <ChatSection />
        <CallbackSection />
        <CallUsSection />
        <ChannelSelectorSection />
        <CoBrowseSection />
        <ClickToCallSection />
        <SendMessageSection />
        <SearchSection />
        <SidebarSection />
        <ViewsSection />
        <OffersSection />
        <WebEngagementSection />
        <AnalyticsSection />
      </main>
      {demoWidgets.map(
        ({ id, Window }) =>
          open.has(id) && (
            <Docked key={id} plugin={id}>
              <Window ref={register(windows.current, id)} onClose={() => show(id, false)} />
            </Docked>
          ),
      )}
      <DemoBusHandle />
      <DemoStats />
      <DemoKnowledgeCenter />
      <DemoChat />
      <DemoCallback />
      <DemoCallUs />
      <DemoChannelSelector />
      <DemoCoBrowse />
      <DemoClickToCall />
      <DemoSendMessage />
      <DemoSearch />
      <DemoSidebar />
      <DemoViews />
      <DemoOffers />
      <DemoWebEngagement />
    </CxRoot>
  );
}
