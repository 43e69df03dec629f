export { SiteOverlay, type SiteOverlayProps } from './site-overlay';
export { widgetWindowAnatomy } from './widget-window.anatomy';
export {
  WidgetWindow,
  type MaximizedChangeDetails,
  type MinimizedChangeDetails,
  type WidgetWindowProps,
} from './widget-window';
export {
  useWindowAnnouncements,
  WindowAnnouncement,
  WindowAnnouncementsContext,
} from './window-announcements';
