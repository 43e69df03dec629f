export { clickToCallWindowAnatomy } from './click-to-call-window.anatomy';
export {
  clickToCallWindowTexts,
  type ClickToCallWindowTextKey,
} from './click-to-call-window.texts';
export { ClickToCallWindow, type ClickToCallWindowProps } from './click-to-call-window';
export { ClickToCall, type ClickToCallProps } from './click-to-call';
export type { ClickToCallCoreProps } from './click-to-call-core';
