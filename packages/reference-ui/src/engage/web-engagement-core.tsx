import {
  WebEngagementProvider,
  type WebEngagementProviderProps,
} from '@cxkit/headless/react/engage';

/** Props of {@link WebEngagementCore}: the bridge provider's. */
export type WebEngagementCoreProps = Omit<WebEngagementProviderProps, 'children'>;

/** The GWE bridge once its code has loaded: the `GWE` plugin, which loads the tracker. */
export default function WebEngagementCore(props: WebEngagementCoreProps) {
  return <WebEngagementProvider {...props} />;
}
