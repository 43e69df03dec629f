export {
  SidebarContext,
  SidebarProvider,
  useSidebar,
  type SidebarProviderProps,
  type UseSidebarReturn,
} from './use-sidebar';
