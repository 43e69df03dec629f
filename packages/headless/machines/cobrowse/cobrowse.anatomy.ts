import { createAnatomy } from '../../services/anatomy/create-anatomy';

/** The co-browse bridge's parts and their `data-scope` / `data-part` attributes. */
export const coBrowseAnatomy = createAnatomy('cobrowse', {
  trigger: 'trigger',
  warning: 'warning',
  warningText: 'warning-text',
  cancel: 'cancel',
  confirm: 'confirm',
  status: 'status',
  sessionBar: 'session-bar',
  code: 'code',
  stop: 'stop',
});
