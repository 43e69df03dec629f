export { widgetWindowAnatomy } from './widget-window.anatomy';
export {
  connect as connectWidgetWindow,
  defaultWidgetWindowLabels,
  moveStep,
  selectWidgetWindowView,
  type WidgetWindowAnswerProps,
  type WidgetWindowApi,
  type WidgetWindowBodyProps,
  type WidgetWindowButtonProps,
  type WidgetWindowConfirmDialogProps,
  type WidgetWindowConfirmTextProps,
  type WidgetWindowDragHandleProps,
  type WidgetWindowLabels,
  type WidgetWindowMoveButtonProps,
  type WidgetWindowProps,
  type WidgetWindowTitleProps,
  type WidgetWindowView,
  type WindowKeyEvent,
  type WindowPointerEvent,
} from './widget-window.connect';
export { createWindowGroup, type WindowGroupOptions } from './widget-window.group';
export {
  clampPosition,
  createMemoryStore,
  defaultWidgetWindowOptions,
  windowGuards,
} from './widget-window.logic';
export { widgetWindowMachine, type WidgetWindowMachine } from './widget-window.machine';
export {
  createCookieWidgetWindowStore,
  widgetWindowCookieName,
  windowDockOf,
} from './widget-window.store';
export type * from './widget-window.types';
