export { Sidebar, type SidebarProps } from './sidebar';
export type { SidebarCoreProps } from './sidebar-core';
export { SidebarIcon, sidebarIconOf, type SidebarIconName } from './sidebar-icons';
export { sidebarTexts, type SidebarTextKey } from './sidebar.texts';
export { SidebarView } from './sidebar-view';
