import { createAnatomy } from '@cxkit/headless/services';

/** The Call Us overlay's own parts, beside the headless call-us's (`data-scope="call-us"`). */
export const callUsOverlayAnatomy = createAnatomy('call-us-overlay', {
  contactName: 'contact-name',
  phoneNumber: 'phone-number',
  altPhone: 'alt-phone',
  hour: 'hour',
});
