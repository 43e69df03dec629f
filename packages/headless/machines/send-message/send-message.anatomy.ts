import { createAnatomy } from '../../services/anatomy/create-anatomy';

/** The SendMessage window's parts and their `data-scope` / `data-part` attributes. */
export const sendMessageAnatomy = createAnatomy('send-message', {
  root: 'root',
  form: 'form',
  attach: 'attach',
  fileInput: 'file-input',
  fileList: 'file-list',
  file: 'file',
  fileRemove: 'file-remove',
  totalSize: 'total-size',
  submit: 'submit',
  success: 'success',
  successClose: 'success-close',
  dialogText: 'dialog-text',
  dialogDismiss: 'dialog-dismiss',
  closeConfirmYes: 'close-confirm-yes',
  closeConfirmNo: 'close-confirm-no',
  sideButton: 'side-button',
});
