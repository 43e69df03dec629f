import { useBus } from '@cxkit/headless/react';
import type { SidebarChannelInput } from '@cxkit/headless/sidebar';
import { Sidebar } from '@cxkit/reference-ui/sidebar';
import { useDemoText } from '../../demo-i18n';

/** The demo's channels on the sidebar, each opening its widget on the page (the spec's labels and icons). */
export const demoSidebarChannels: SidebarChannelInput[] = [
  { name: 'ChannelSelector' },
  { name: 'WebChat' },
  { name: 'SendMessage' },
  { name: 'Callback' },
  { name: 'CallUs' },
  { name: 'ClickToCall' },
  { name: 'Search' },
];

/**
 * The reference sidebar over the demo's channels, on the right of the page. It shows when the
 * visitor asks (its section's button): its buttons share their names with the page's own launchers.
 */
export function DemoSidebar() {
  return <Sidebar options={{ channels: demoSidebarChannels, showOnStartup: false }} />;
}

/** The page section of the sidebar: what it does, and a button that shows or hides it. */
export function SidebarSection() {
  const text = useDemoText();
  const bus = useBus();
  const toggle = () =>
    void bus
      .command('SideBar.close')
      .catch(() => bus.command('SideBar.open').catch(() => undefined));
  return (
    <section className="demo-section" data-widget="sidebar">
      <h3>{text('demo.sidebar.name')}</h3>
      <p>{text('demo.sidebar.description')}</p>
      <button type="button" className="demo-button" onClick={toggle}>
        {text('demo.sidebar.toggle')}
      </button>
    </section>
  );
}
