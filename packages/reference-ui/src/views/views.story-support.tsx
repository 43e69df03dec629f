import { useBus } from '@cxkit/headless/react';
import { OverlayProvider, ToasterProvider } from '@cxkit/headless/react/views';
import { useEffect, useRef } from 'react';
import { OverlayView, ToasterView } from './bus-views';

/** One bus command a story runs on mount, as a plugin would. */
export interface StoryCommand {
  /** The command, e.g. `Overlay.open`. */
  name: string;
  /** Its options. */
  options?: unknown;
  /** The plugin sending it. @default the page */
  commander?: string;
}

function Run({ commands }: { commands: StoryCommand[] }) {
  const bus = useBus();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    void (async () => {
      for (const { name, options, commander } of commands) {
        await bus.untyped.command(name, options, commander).catch(() => undefined);
      }
    })();
  });
  return null;
}

/** The page's overlay and toaster managers with their views, after running `commands` on the bus. */
export function ViewsStory({
  commands,
  openAnimation = 0,
  closeAnimation,
}: {
  commands: StoryCommand[];
  openAnimation?: number;
  closeAnimation?: number;
}) {
  const timings = { openAnimation, ...(closeAnimation !== undefined ? { closeAnimation } : {}) };
  return (
    <OverlayProvider {...timings}>
      <ToasterProvider {...timings}>
        <Run commands={commands} />
        <OverlayView />
        <ToasterView />
      </ToasterProvider>
    </OverlayProvider>
  );
}
