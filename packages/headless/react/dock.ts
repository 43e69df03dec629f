export { DockProvider, type DockProviderProps } from './dock-provider';
export {
  DockContext,
  useDockManager,
  useDockManagerActor,
  useDockView,
  useDockedWindow,
  useMeasuredWidth,
  type DockViewElementProps,
  type UseDockManagerReturn,
  type UseDockedWindowReturn,
  type UseDockViewOptions,
  type UseDockViewReturn,
} from './use-dock-manager';
