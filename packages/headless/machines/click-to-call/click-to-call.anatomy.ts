import { createAnatomy } from '../../services/anatomy/create-anatomy';

/** The ClickToCall window's parts and their `data-scope` / `data-part` attributes. */
export const clickToCallAnatomy = createAnatomy('click-to-call', {
  root: 'root',
  registration: 'registration',
  form: 'form',
  waitTime: 'wait-time',
  submit: 'submit',
  cancel: 'cancel',
  display: 'display',
  phoneNumber: 'phone-number',
  accessCode: 'access-code',
  expiration: 'expiration',
  announcer: 'announcer',
  displayClose: 'display-close',
  expired: 'expired',
  requestNew: 'request-new',
  dialogText: 'dialog-text',
  dialogDismiss: 'dialog-dismiss',
  closeConfirmYes: 'close-confirm-yes',
  closeConfirmNo: 'close-confirm-no',
});
