import { createAnatomy } from '../../services/anatomy/create-anatomy';

/** The Call Us overlay's parts and their `data-scope` / `data-part` attributes. */
export const callUsAnatomy = createAnatomy('call-us', {
  root: 'root',
  subtitle: 'subtitle',
  contacts: 'contacts',
  mainPhone: 'main-phone',
  altPhones: 'alt-phones',
  contact: 'contact',
  contactName: 'contact-name',
  phoneNumber: 'phone-number',
  phoneLink: 'phone-link',
  availability: 'availability',
  availabilityTitle: 'availability-title',
  hours: 'hours',
  hour: 'hour',
  content: 'content',
  coBrowseOffer: 'cobrowse-offer',
  coBrowseLink: 'cobrowse-link',
  cancel: 'cancel',
});
