import type { Story, StoryDefault } from '@ladle/react';
import type { EngageInviteRequest } from '@cxkit/headless/engage-invite';
import { EngageInviteProvider, useEngageInvite } from '@cxkit/headless/react/engage';
import { useEffect, useRef } from 'react';
import { EngageInviteToast } from './engage-invite-toast';

export default { title: 'Engage / Invite toast' } satisfies StoryDefault;

/** Shows `invite` on mount, as `Engage.invite` would; it does not time out in a story. */
function Show({ invite }: { invite: EngageInviteRequest }) {
  const api = useEngageInvite();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    api.send({
      type: 'invite.show',
      invite: {
        title: invite.title ?? 'Need help?',
        body: invite.body ?? 'Let us know if we can help out.',
        accept: invite.accept ?? 'Start chat',
        decline: invite.decline ?? 'No thanks',
        timeout: 24 * 60 * 60 * 1000,
        command: undefined,
        options: undefined,
        actionID: undefined,
        engagementID: undefined,
        media: 'chat',
        dispositions: {},
        meta: {},
      },
    });
  });
  return null;
}

function ShownInvite({ invite = {} }: { invite?: EngageInviteRequest }) {
  return (
    <EngageInviteProvider pageExit={() => () => undefined}>
      <Show invite={invite} />
      <EngageInviteToast />
    </EngageInviteProvider>
  );
}

/** The invite with the spec's texts: 'Need help?', 'Start chat', 'No thanks'. */
export const Default: Story = () => <ShownInvite />;

/** A web engagement's own texts (GWE's subject, message and captions). */
export const CustomTexts: Story = () => (
  <ShownInvite
    invite={{
      title: 'Questions about your order?',
      body: 'Ada from our support team can help you right now.',
      accept: 'Chat with Ada',
      decline: 'Maybe later',
    }}
  />
);

/** A long message wraps inside the toast. */
export const LongMessage: Story = () => (
  <ShownInvite
    invite={{
      body: 'We noticed you have been comparing plans for a while. One of our advisers can walk you through the differences, the prices and the options that fit you best, in a few minutes.',
    }}
  />
);

/** The mobile layout: the toast spans the screen's width. */
export const Mobile: Story = () => <ShownInvite />;
Mobile.meta = { mobile: true };
