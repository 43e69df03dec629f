import { createAnatomy } from '../../services/anatomy/create-anatomy';

/** The Call Us overlay's parts and their `data-scope` / `data-part` attributes. */
export const callUsAnatomy = createAnatomy('call-us', {
  root: 'root',
  subtitle: 'subtitle',
  mainPhone: 'main-phone',
  altPhones: 'alt-phones',
  contact: 'contact',
  phoneLink: 'phone-link',
  availability: 'availability',
  availabilityTitle: 'availability-title',
  hours: 'hours',
  content: 'content',
  coBrowseOffer: 'cobrowse-offer',
  coBrowseLink: 'cobrowse-link',
  cancel: 'cancel',
});
