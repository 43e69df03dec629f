export { dockManagerAnatomy } from './dock-manager.anatomy';
export {
  connect as connectDockManager,
  type DockManagerApi,
  type DockViewModel,
  type DockViewProps,
  type SideButtonGroupProps,
  type SideButtonProps,
} from './dock-manager.connect';
export { defaultDockManagerOptions, dockErrorMessage } from './dock-manager.layout';
export { dockManagerMachine, type DockManagerMachine } from './dock-manager.machine';
export type {
  DockContent,
  DockEntry,
  DockError,
  DockErrorCode,
  DockManagerContext,
  DockManagerEmitted,
  DockManagerEvent,
  DockManagerInput,
  DockManagerOptions,
  DockRegistration,
  DockViewType,
} from './dock-manager.types';
export {
  dockManagerManifest,
  dockManagerPlugin,
  type DockLayout,
  type DockManagerTarget,
  type DockViewTarget,
  type RegisterDockViewOptions,
  type RegisterSideButtonOptions,
} from './dock-manager.plugin';
