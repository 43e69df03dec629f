import { SidebarProvider, type SidebarProviderProps } from '@cxkit/headless/react/sidebar';
import { SidebarView } from './sidebar-view';

/** Props of {@link SidebarCore}: the provider's. */
export type SidebarCoreProps = Omit<SidebarProviderProps, 'children'>;

/** The sidebar widget once its code has loaded: the `SideBar` plugin and its view. */
export default function SidebarCore(props: SidebarCoreProps) {
  return (
    <SidebarProvider {...props}>
      <SidebarView />
    </SidebarProvider>
  );
}
