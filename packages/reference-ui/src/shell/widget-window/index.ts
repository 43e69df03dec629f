export { widgetWindowAnatomy } from './widget-window.anatomy';
export { WidgetWindow, type MinimizedChangeDetails, type WidgetWindowProps } from './widget-window';
