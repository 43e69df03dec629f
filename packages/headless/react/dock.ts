export { DockProvider, type DockProviderProps } from './dock-provider';
export {
  DockContext,
  useDockManager,
  useDockManagerActor,
  useDockView,
  type DockViewElementProps,
  type UseDockManagerReturn,
  type UseDockViewOptions,
  type UseDockViewReturn,
} from './use-dock-manager';
