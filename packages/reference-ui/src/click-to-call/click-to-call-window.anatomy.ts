import { createAnatomy } from '@cxkit/headless/services';

/** The ClickToCall window's own parts, beside the headless click-to-call's (`data-scope="click-to-call"`). */
export const clickToCallWindowAnatomy = createAnatomy('click-to-call-window', {
  fields: 'fields',
  item: 'item',
  label: 'label',
  field: 'field',
  fieldError: 'field-error',
  waitTimeLabel: 'wait-time-label',
  row: 'row',
  rowLabel: 'row-label',
  rowValue: 'row-value',
  expiredText: 'expired-text',
});
