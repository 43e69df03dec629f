export {
  CallbackContext,
  CallbackProvider,
  useCallbackWidget,
  type CallbackProviderProps,
  type UseCallbackWidgetReturn,
} from './use-callback-widget';
