export { useDialogFocus, type DialogFocus, type DialogFocusOptions } from './use-dialog-focus';
export { widgetDialogAnatomy } from './widget-dialog.anatomy';
export { WidgetDialog, type WidgetDialogProps } from './widget-dialog';
export {
  AlertOkDialog,
  CloseConfirmDialog,
  type AlertOkDialogProps,
  type CloseConfirmDialogProps,
} from './close-confirm-dialog';
