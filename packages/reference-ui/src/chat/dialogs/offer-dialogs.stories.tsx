import type { Story, StoryDefault } from '@ladle/react';
import { ChatWindowWithDialog } from './dialogs.story-support';
import { RestoreTimeoutDialog, SurveyOfferDialog } from './offer-dialogs';

export default { title: 'Chat / Dialogs / Offers' } satisfies StoryDefault;

export const SurveyOffer: Story = () => (
  <ChatWindowWithDialog
    render={(close) => <SurveyOfferDialog onAccept={close} onDecline={close} />}
  />
);
SurveyOffer.storyName = 'Survey offer';

export const SurveyOfferLight: Story = () => (
  <ChatWindowWithDialog
    render={(close) => <SurveyOfferDialog onAccept={close} onDecline={close} />}
  />
);
SurveyOfferLight.storyName = 'Survey offer (light)';
SurveyOfferLight.meta = { theme: 'light' };

export const RestoreTimeout: Story = () => (
  <ChatWindowWithDialog
    render={(close) => <RestoreTimeoutDialog onAccept={close} onDecline={close} />}
  />
);
RestoreTimeout.storyName = 'Restore-timeout re-invite';
