export { CxContext, type CxContextValue } from './cx-context';
export { CxProvider, type CxProviderProps } from './cx-provider';
export { mergeProps, mergeRefs } from './merge-props';
export { useApp, type UseAppReturn } from './use-app';
export { suiteCookies } from './suite-cookies';
export { useBus } from './use-bus';
export { useControllableState, type ControllableStateOptions } from './use-controllable-state';
export {
  createBinding,
  useWidget,
  type Binding,
  type BindingOptions,
  type BoundApi,
} from './widget-binding';
export {
  focusableSelector,
  tabbableIn,
  useModalFocus,
  type ModalFocus,
  type ModalFocusOptions,
} from './use-modal-focus';
