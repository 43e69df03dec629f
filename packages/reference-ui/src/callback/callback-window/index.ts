export { callbackWindowAnatomy } from './callback-window.anatomy';
export { callbackWindowTexts, type CallbackWindowTextKey } from './callback-window.texts';
export { CallbackWindow, type CallbackWindowProps } from './callback-window';
export { Callback, type CallbackProps } from './callback';
export type { CallbackCoreProps } from './callback-core';
