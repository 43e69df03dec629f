import {
  WebEngagementProvider,
  type WebEngagementProviderProps,
} from '@cxkit/headless/react/engage';
import { EngageInvite, type EngageInviteProps } from './engage-invite';

/** Props of {@link WebEngagement}: the bridge's settings and injections, and the invite's. */
export interface WebEngagementProps extends Omit<WebEngagementProviderProps, 'children'> {
  /** The invite toast's injections. */
  invite?: EngageInviteProps;
}

/**
 * The reference web engagement: the GWE bridge (its tracker loads from the configured endpoint)
 * and the engage invite that shows its chat invites; an accepted invite opens the chat.
 */
export function WebEngagement({ invite, ...bridge }: WebEngagementProps) {
  return (
    <WebEngagementProvider {...bridge}>
      <EngageInvite {...invite} />
    </WebEngagementProvider>
  );
}
