export { dockContainerAnatomy } from './dock-container.anatomy';
export { DockContainer, type DockContainerProps } from './dock-container';
