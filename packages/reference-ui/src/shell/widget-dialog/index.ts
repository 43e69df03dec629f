export { useDialogFocus, type DialogFocus, type DialogFocusOptions } from './use-dialog-focus';
export { widgetDialogAnatomy } from './widget-dialog.anatomy';
export { WidgetDialog, type WidgetDialogProps } from './widget-dialog';
export { CloseConfirmDialog, type CloseConfirmDialogProps } from './close-confirm-dialog';
