export {
  ErrorDialog,
  FileUploadFailedDialog,
  StartErrorDialog,
  type ErrorDialogProps,
  type FileUploadFailedDialogProps,
  type StartErrorDialogProps,
} from './alert-dialogs';
export {
  ChatToaster,
  ProactiveInvitation,
  type ChatToasterProps,
  type ProactiveInvitationProps,
} from './chat-toaster';
export {
  AsyncCloseDialog,
  CloseWindowDialog,
  EndChatDialog,
  type AsyncCloseDialogProps,
  type CloseWindowDialogProps,
  type EndChatDialogProps,
} from './confirm-dialogs';
export { chatDialogsAnatomy } from './dialogs.anatomy';
export { dialogTexts, type DialogTextKey } from './dialogs.texts';
export type { ChatDialogBaseProps, DialogMessage } from './dialogs.types';
export { IdleAlertDialog, type IdleAlertDialogProps } from './idle-alert-dialog';
export {
  DynamicInfoOverlay,
  InfoOverlay,
  type DynamicInfoOverlayProps,
  type InfoOverlayProps,
} from './info-overlays';
export { LoadingSpinner, type LoadingSpinnerProps } from './loading-spinner';
export { RestoreTimeoutDialog, SurveyOfferDialog } from './offer-dialogs';
export type { RestoreTimeoutDialogProps, SurveyOfferDialogProps } from './offer-dialogs';
export { useCountdown, type Countdown, type CountdownOptions } from './use-countdown';
