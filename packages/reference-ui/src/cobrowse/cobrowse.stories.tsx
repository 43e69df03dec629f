import { CoBrowseProvider, useCoBrowse } from '@cxkit/headless/react/cobrowse';
import { createFakeCoBrowseScript, type FakeCoBrowseScript } from '@cxkit/headless/testing';
import type { Story, StoryDefault } from '@ladle/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { WidgetButton } from '../shell/widget-button';
import { CoBrowseSessionBar, CoBrowseWarning } from './cobrowse-ui';

export default { title: 'Co-browse' } satisfies StoryDefault;

/** Runs `run` once the bridge is in the state the story needs. */
function Arrange({ run }: { run: (api: ReturnType<typeof useCoBrowse>) => boolean }) {
  const api = useCoBrowse();
  const done = useRef(false);
  useEffect(() => {
    if (!done.current) done.current = run(api);
  });
  return null;
}

/** The bridge on a fake co-browse script, with a button that opens the warning again. */
function Frame({
  script,
  pendingTime,
  children,
}: {
  script: () => FakeCoBrowseScript;
  pendingTime?: number;
  children?: ReactNode;
}) {
  const [fake] = useState(script);
  return (
    <CoBrowseProvider
      options={{
        src: '/cobrowse/js/gcb.min.js',
        url: '/cobrowse',
        ...(pendingTime ? { pendingTime } : {}),
      }}
      load={fake.load}
      id="story-cobrowse"
    >
      <Opener />
      <CoBrowseWarning />
      <CoBrowseSessionBar />
      {children}
    </CoBrowseProvider>
  );
}

function Opener() {
  const { 'data-scope': _scope, 'data-part': _part, ...trigger } = useCoBrowse().getTriggerProps();
  return <WidgetButton {...trigger}>Start co-browse</WidgetButton>;
}

const online = () => createFakeCoBrowseScript({ readyOnLoad: true });

export const Warning: Story = () => (
  <Frame script={online}>
    <Arrange run={(api) => api.isOnline && (api.open(), true)} />
  </Frame>
);
Warning.storyName = 'Warning dialog';

// A start the script never answers, kept pending (the story's pending time is the longest timer).
export const Pending: Story = () => (
  <Frame script={online} pendingTime={2_147_483_647}>
    <Arrange run={(api) => api.isOnline && (api.start(), true)} />
  </Frame>
);
Pending.storyName = 'Start pending';

export const Active: Story = () => (
  <Frame script={() => createFakeCoBrowseScript({ readyOnLoad: true, startsWith: '535176834' })}>
    <Arrange run={(api) => api.isOnline && (api.start(), true)} />
  </Frame>
);
Active.storyName = 'Session active';

/** A script that failed to load: the warning says co-browse is not available, Start is disabled. */
function failing() {
  const script = createFakeCoBrowseScript();
  const load: FakeCoBrowseScript['load'] = (request) => {
    const loading = script.load(request);
    script.fail();
    return loading;
  };
  return { ...script, load };
}

export const Offline: Story = () => (
  <Frame script={failing}>
    <Arrange run={(api) => api.script === 'offline' && (api.open(), true)} />
  </Frame>
);
Offline.storyName = 'Offline';
