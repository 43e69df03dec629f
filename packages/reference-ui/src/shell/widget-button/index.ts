export { widgetButtonAnatomy } from './widget-button.anatomy';
export { asWidgetButton, WidgetButton, type WidgetButtonProps } from './widget-button';
