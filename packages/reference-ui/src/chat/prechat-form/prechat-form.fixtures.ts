import type { PrechatFieldDefinition } from './prechat-form';

/** A user-data select of a form definition, for stories and tests. */
export const topicField: PrechatFieldDefinition = {
  name: 'topic',
  label: 'Topic',
  type: 'select',
  options: [
    { value: 'billing', label: 'Billing' },
    { value: 'delivery', label: 'Delivery' },
  ],
};

/** A read-only user-data field with a first value, for stories and tests. */
export const shopField: PrechatFieldDefinition = {
  name: 'shop',
  label: 'Shop',
  value: 'Lyon',
  readOnly: true,
};
