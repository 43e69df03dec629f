import { createAnatomy } from '../../services/anatomy/create-anatomy';

/** The Callback window's parts and their `data-scope` / `data-part` attributes. */
export const callbackAnatomy = createAnatomy('callback', {
  root: 'root',
  form: 'form',
  timing: 'timing',
  timingSelect: 'timing-select',
  timingOption: 'timing-option',
  dateTime: 'date-time',
  timeError: 'time-error',
  waitTime: 'wait-time',
  submit: 'submit',
  cancel: 'cancel',
  errorDialog: 'error-dialog',
  errorText: 'error-text',
  errorDismiss: 'error-dismiss',
  confirmation: 'confirmation',
  bookedNumber: 'booked-number',
  confirmationClose: 'confirmation-close',
  closeConfirm: 'close-confirm',
  closeConfirmYes: 'close-confirm-yes',
  closeConfirmNo: 'close-confirm-no',
});
