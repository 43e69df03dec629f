export { widgetButtonAnatomy } from './widget-button.anatomy';
export { WidgetButton, type WidgetButtonProps } from './widget-button';
