export { overlayContainerAnatomy } from './overlay-container.anatomy';
export { OverlayContainer, type OverlayContainerProps } from './overlay-container';
