import type { TranslationValues } from '@cxkit/headless/services';
import type { WidgetDialogProps } from '../../shell/widget-dialog';

/** A text to show as an i18n key and its placeholder values; the chat's error and upload details fit as they are. */
export interface DialogMessage {
  /** The message key, e.g. `webchat.errors.FileSendFailed`. */
  key: string;
  /** Values of the message's placeholders. */
  values?: TranslationValues;
}

/** The `WidgetDialog` props every chat dialog passes on (focus targets, `className`, data attributes). */
export type ChatDialogBaseProps = Omit<
  WidgetDialogProps,
  'title' | 'children' | 'buttons' | 'role' | 'onClose' | 'closeButton'
>;
