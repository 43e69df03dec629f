import { createAnatomy } from '@cxkit/headless/services';

/** The Callback window's own parts, beside the headless callback's (`data-scope="callback"`). */
export const callbackWindowAnatomy = createAnatomy('callback-window', {
  fields: 'fields',
  item: 'item',
  label: 'label',
  field: 'field',
  fieldError: 'field-error',
  phone: 'phone',
  timingLabel: 'timing-label',
  timingValue: 'timing-value',
  dateTimeLabel: 'date-time-label',
  waitTimeLabel: 'wait-time-label',
  calendar: 'calendar',
  confirmationTitle: 'confirmation-title',
  confirmationText: 'confirmation-text',
});
