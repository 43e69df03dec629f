export { sidebarAnatomy } from './sidebar.anatomy';
export {
  connect as connectSidebar,
  selectSidebarView,
  sidebarIds,
  type SidebarApi,
  type SidebarButtonProps,
  type SidebarFocusEvent,
  type SidebarHandlerEvent,
  type SidebarKeyEvent,
  type SidebarView,
} from './sidebar.connect';
export { registerLazySidebar } from './sidebar.lazy';
export { sidebarMachine, type SidebarMachine } from './sidebar.machine';
export { sidebarManifest } from './sidebar.manifest';
export {
  defaultSidebarOptions,
  resolveSidebarChannel,
  resolveSidebarOptions,
  SidebarConfigError,
  sidebarChannelDefaults,
  sidebarChannelIssues,
  sidebarChannelSchema,
  sidebarOptions,
  sidebarSizes,
  sidebarTimings,
  type SidebarChannel,
  type SidebarChannelDefaults,
  type SidebarChannelInput,
  type SidebarClickDetails,
  type SidebarOptions,
  type SidebarOptionsInput,
  type SidebarPosition,
  type SidebarTimings,
} from './sidebar.options';
export { sidebarPlugin, type SidebarTarget } from './sidebar.plugin';
export {
  busSidebarRunner,
  sidebarWidget,
  type SidebarChannelRunner,
  type SidebarRuntimeInput,
} from './sidebar.widget';
export type * from './sidebar.types';
