/** The widget window's parts and their `data-scope` / `data-part` attributes. */
export const widgetWindowAnatomy = {
  window: { attrs: { 'data-scope': 'widget-window', 'data-part': 'window' } },
  title: { attrs: { 'data-scope': 'widget-window', 'data-part': 'title' } },
  dragHandle: { attrs: { 'data-scope': 'widget-window', 'data-part': 'drag-handle' } },
  moveTrigger: { attrs: { 'data-scope': 'widget-window', 'data-part': 'move-trigger' } },
  minimizeTrigger: { attrs: { 'data-scope': 'widget-window', 'data-part': 'minimize-trigger' } },
  closeTrigger: { attrs: { 'data-scope': 'widget-window', 'data-part': 'close-trigger' } },
  body: { attrs: { 'data-scope': 'widget-window', 'data-part': 'body' } },
  confirmDialog: { attrs: { 'data-scope': 'widget-window', 'data-part': 'confirm-dialog' } },
  confirmText: { attrs: { 'data-scope': 'widget-window', 'data-part': 'confirm-text' } },
  confirmTrigger: { attrs: { 'data-scope': 'widget-window', 'data-part': 'confirm-trigger' } },
  cancelTrigger: { attrs: { 'data-scope': 'widget-window', 'data-part': 'cancel-trigger' } },
} as const;
