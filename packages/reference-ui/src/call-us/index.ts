export { CallUs, type CallUsProps } from './call-us';
export type { CallUsCoreProps } from './call-us-core';
export { CallUsContent, type CallUsContentProps } from './call-us-content';
export { callUsOverlayAnatomy } from './call-us-overlay.anatomy';
export { CallUsOverlay, callUsTextFit, type CallUsOverlayProps } from './call-us-overlay';
export { callUsTexts, type CallUsTextKey } from './call-us.texts';
export { fitText, useTextFit, type TextFitOptions } from './use-text-fit';
