import { EngageInviteProvider, type EngageInviteProviderProps } from '@cxkit/headless/react/engage';
import { EngageInviteToast } from './engage-invite-toast';

/** Props of {@link EngageInviteCore}: the provider's. */
export type EngageInviteCoreProps = Omit<EngageInviteProviderProps, 'children'>;

/** The engage invite once its code has loaded: the `Engage` plugin and its toast. */
export default function EngageInviteCore(props: EngageInviteCoreProps) {
  return (
    <EngageInviteProvider {...props}>
      <EngageInviteToast />
    </EngageInviteProvider>
  );
}
