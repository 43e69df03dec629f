import type { Story, StoryDefault } from '@ladle/react';
import { useEffect, useState } from 'react';
import { ChatWindowWithDialog } from './dialogs.story-support';
import { DynamicInfoOverlay, InfoOverlay } from './info-overlays';

export default { title: 'Chat / Dialogs / Overlays' } satisfies StoryDefault;

export const StaticOverlay: Story = () => (
  <ChatWindowWithDialog
    render={(close) => (
      <InfoOverlay title="Opening hours" onClose={close}>
        <p>Our agents chat with you Monday to Friday, 8:00 to 18:00.</p>
      </InfoOverlay>
    )}
  />
);
StaticOverlay.storyName = 'Static information overlay';

export const StaticOverlayLight: Story = () => (
  <ChatWindowWithDialog
    render={(close) => (
      <InfoOverlay title="Opening hours" onClose={close}>
        <p>Our agents chat with you Monday to Friday, 8:00 to 18:00.</p>
      </InfoOverlay>
    )}
  />
);
StaticOverlayLight.storyName = 'Static information overlay (light)';
StaticOverlayLight.meta = { theme: 'light' };

export const DynamicOverlayLoading: Story = () => (
  <ChatWindowWithDialog
    render={(close) => (
      <DynamicInfoOverlay title="Your place in the queue" loading onClose={close} />
    )}
  />
);
DynamicOverlayLoading.storyName = 'Dynamic information overlay: loading';

/** The queue position, counting down every few seconds as a live overlay would. */
function QueueOverlay({ onClose }: { onClose: () => void }) {
  const [position, setPosition] = useState<number | undefined>(undefined);
  useEffect(() => {
    const timer = setInterval(
      () => setPosition((current) => (current === undefined ? 4 : Math.max(1, current - 1))),
      2000,
    );
    return () => clearInterval(timer);
  }, []);
  return (
    <DynamicInfoOverlay
      title="Your place in the queue"
      loading={position === undefined}
      onClose={onClose}
    >
      <p>{position === 1 ? 'You are next.' : `You are number ${position} in the queue.`}</p>
    </DynamicInfoOverlay>
  );
}

export const DynamicOverlay: Story = () => (
  <ChatWindowWithDialog render={(close) => <QueueOverlay onClose={close} />} />
);
DynamicOverlay.storyName = 'Dynamic information overlay: live content';

export const DynamicOverlayLoaded: Story = () => (
  <ChatWindowWithDialog
    render={(close) => (
      <DynamicInfoOverlay title="Your place in the queue" onClose={close}>
        <p>You are number 3 in the queue.</p>
      </DynamicInfoOverlay>
    )}
  />
);
DynamicOverlayLoaded.storyName = 'Dynamic information overlay: loaded (light)';
DynamicOverlayLoaded.meta = { theme: 'light' };
