export { sideButtonAnatomy, sideButtonGroupAnatomy } from './chat-button.anatomy';
export { ChatButton, type ChatButtonProps } from './chat-button';
export { chatButtonTexts, type ChatButtonTextKey } from './chat-button.texts';
export { SideButton, type SideButtonEffect, type SideButtonProps } from './side-button';
export { SideButtonGroup, type SideButtonGroupProps } from './side-button-group';
