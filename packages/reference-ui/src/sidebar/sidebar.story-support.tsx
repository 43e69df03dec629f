import type { SidebarOptionsInput } from '@cxkit/headless/sidebar';
import { SidebarProvider, useSidebar } from '@cxkit/headless/react/sidebar';
import { useEffect, useRef } from 'react';
import { SidebarView } from './sidebar-view';

/** Every channel of the spec's table, each with its default label and icon. */
export const storyChannels: NonNullable<SidebarOptionsInput['channels']> = [
  { name: 'ChannelSelector' },
  { name: 'WebChat' },
  { name: 'SendMessage' },
  { name: 'Callback' },
  { name: 'CallUs' },
  { name: 'ClickToCall' },
  { name: 'Offers' },
  { name: 'Search' },
];

/** Runs `act` on the sidebar once, on mount (as `SideBar.expand` or a tap would). */
function OnMount({ act }: { act: 'expand' | 'openMenu' | undefined }) {
  const api = useSidebar();
  const done = useRef(false);
  useEffect(() => {
    if (done.current || act === undefined) return;
    done.current = true;
    api[act]();
  });
  return null;
}

/** A story's sidebar: its settings, and what happens on mount. */
export function StorySidebar({
  options,
  act,
}: {
  options?: SidebarOptionsInput;
  act?: 'expand' | 'openMenu';
}) {
  return (
    <SidebarProvider options={{ channels: storyChannels, ...options }}>
      <OnMount act={act} />
      <SidebarView />
    </SidebarProvider>
  );
}
