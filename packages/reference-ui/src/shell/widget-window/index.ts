export { widgetWindowAnatomy } from './widget-window.anatomy';
export {
  WidgetWindow,
  type MaximizedChangeDetails,
  type MinimizedChangeDetails,
  type WidgetWindowProps,
} from './widget-window';
export { useWindowAnnouncements, WindowAnnouncementsContext } from './window-announcements';
