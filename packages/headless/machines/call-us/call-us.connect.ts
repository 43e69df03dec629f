import type { SnapshotFrom } from 'xstate';
import type { CoBrowseState } from '../cobrowse/cobrowse.manifest';
import { callUsAnatomy as anatomy } from './call-us.anatomy';
import { isCoBrowseOffered, telHref } from './call-us.logic';
import type { CallUsMachine } from './call-us.machine';
import type { CallUsContact } from './call-us.options';
import type { CallUsEvent } from './call-us.types';

/** A number as the overlay shows it. */
export interface CallUsEntry extends CallUsContact {
  /** Its place in the list: 0 is the main phone. */
  index: number;
  /** The dial link: `tel:` and the number without spaces. */
  href: string;
  /** The language-pack key of its label (`callus.<i18n>`), when it has one. */
  labelKey: string | undefined;
}

/** The slice of the call-us snapshot that views depend on; compare it shallowly to skip re-renders. */
export interface CallUsView {
  /** Base of the elements' ids. */
  id: string;
  /** Whether the overlay shows. */
  open: boolean;
  /** Whether mobile mode applies. */
  mobile: boolean;
  /** The numbers (`contacts`), in order. */
  contacts: readonly CallUsContact[];
  /** The opening hours. */
  hours: readonly string[];
  /** The site's HTML that replaces the content area, if any. */
  content: string | undefined;
  /** Whether the content's script may run. */
  contentScripts: boolean;
  /** Where co-browse stands. */
  coBrowse: CoBrowseState;
}

/** Picks the call-us view out of a snapshot. */
export function selectCallUsView(snapshot: SnapshotFrom<CallUsMachine>): CallUsView {
  const { context } = snapshot;
  return {
    id: context.id,
    open: snapshot.matches('open'),
    mobile: context.mobile,
    contacts: context.options.contacts,
    hours: context.options.hours,
    content: context.options.content,
    contentScripts: context.options.contentScripts,
    coBrowse: context.coBrowseState,
  };
}

/** The ids of the overlay's elements. */
export function callUsIds(id: string) {
  return {
    subtitle: `${id}-subtitle`,
    availabilityTitle: `${id}-availability-title`,
    contact: (index: number) => `${id}-contact-${index}`,
  };
}

type Attrs<Part extends keyof typeof anatomy> = (typeof anatomy)[Part]['attrs'];

/** The Call Us api: where it is, what it shows, its commands and prop getters. */
export interface CallUsApi {
  /** Whether the overlay shows. */
  isOpen: boolean;
  /** Whether mobile mode applies (the overlay then fills the screen). */
  mobile: boolean;
  /** Every number, in order. */
  contacts: CallUsEntry[];
  /** The first number: the main phone. */
  mainContact: CallUsEntry | undefined;
  /** The other numbers: the alternates. */
  alternateContacts: CallUsEntry[];
  /** The opening hours. */
  hours: readonly string[];
  /** The site's HTML that replaces the content area, if any. */
  content: string | undefined;
  /** Whether the content's script may run (`contentScripts`). */
  contentScripts: boolean;
  /** Whether the co-browse offer may show: online, and no session running or starting. */
  isCoBrowseOffered: boolean;
  /** The ids of the elements. */
  ids: ReturnType<typeof callUsIds>;
  /** Opens the overlay. */
  open(): void;
  /** Closes it (Cancel, Escape). */
  close(): void;
  /** Takes the co-browse offer: closes the overlay and offers co-browse. */
  startCoBrowse(): void;
  /** Props for the root of the content. */
  getRootProps(): Attrs<'root'> & { 'data-state': 'open' | 'closed' };
  /** Props for the dialog around it: described by the subtitle (when the numbers show). */
  getDialogProps(): { 'aria-describedby': string | undefined };
  /** Props for the subtitle ('You can reach us at any of the following numbers...'). */
  getSubtitleProps(): Attrs<'subtitle'> & { id: string };
  /** Props for the main phone's entry. */
  getMainPhoneProps(): Attrs<'mainPhone'>;
  /** Props for the alternates' list. */
  getAltPhonesProps(): Attrs<'altPhones'>;
  /** Props for one number's entry. */
  getContactProps(entry: CallUsEntry): Attrs<'contact'> & {
    id: string;
    'data-kind': 'main' | 'alternate';
  };
  /** Props for a number's dial link. */
  getPhoneLinkProps(entry: CallUsEntry): Attrs<'phoneLink'> & {
    href: string;
    'data-kind': 'main' | 'alternate';
  };
  /** Props for the hours' block. */
  getAvailabilityProps(): Attrs<'availability'> & { 'aria-labelledby': string };
  /** Props for the 'Available' line, which names the hours. */
  getAvailabilityTitleProps(): Attrs<'availabilityTitle'> & { id: string };
  /** Props for the hours' list. */
  getHoursProps(): Attrs<'hours'>;
  /** Props for the custom content's element. */
  getContentProps(): Attrs<'content'> & { 'data-scripts': 'on' | 'off' };
  /** Props for the co-browse offer. */
  getCoBrowseOfferProps(): Attrs<'coBrowseOffer'> & { hidden: boolean };
  /** Props for the offer's link (a button: it runs a command). */
  getCoBrowseLinkProps(): Attrs<'coBrowseLink'> & { type: 'button'; onClick(): void };
  /** Props for Cancel. */
  getCancelProps(): Attrs<'cancel'> & { type: 'button'; onClick(): void };
}

/** Turns a call-us view and the actor's `send` into the {@link CallUsApi}. */
export function connect(view: CallUsView, send: (event: CallUsEvent) => void): CallUsApi {
  const ids = callUsIds(view.id);
  const contacts = view.contacts.map((contact, index): CallUsEntry => ({
    ...contact,
    index,
    href: telHref(contact.number),
    labelKey: contact.i18n === undefined ? undefined : `callus.${contact.i18n}`,
  }));
  const kindOf = (entry: CallUsEntry): 'main' | 'alternate' =>
    entry.index === 0 ? 'main' : 'alternate';
  const close = () => send({ type: 'window.close' });
  const offered = isCoBrowseOffered(view.coBrowse);
  return {
    isOpen: view.open,
    mobile: view.mobile,
    contacts,
    mainContact: contacts[0],
    alternateContacts: contacts.slice(1),
    hours: view.hours,
    content: view.content,
    contentScripts: view.contentScripts,
    isCoBrowseOffered: offered,
    ids,
    open: () => send({ type: 'window.open' }),
    close,
    startCoBrowse: () => send({ type: 'cobrowse.start' }),
    getRootProps: () => ({
      ...anatomy.root.attrs,
      'data-state': view.open ? 'open' : 'closed',
    }),
    getDialogProps: () => ({
      'aria-describedby': view.content === undefined ? ids.subtitle : undefined,
    }),
    getSubtitleProps: () => ({ ...anatomy.subtitle.attrs, id: ids.subtitle }),
    getMainPhoneProps: () => ({ ...anatomy.mainPhone.attrs }),
    getAltPhonesProps: () => ({ ...anatomy.altPhones.attrs }),
    getContactProps: (entry) => ({
      ...anatomy.contact.attrs,
      id: ids.contact(entry.index),
      'data-kind': kindOf(entry),
    }),
    getPhoneLinkProps: (entry) => ({
      ...anatomy.phoneLink.attrs,
      href: entry.href,
      'data-kind': kindOf(entry),
    }),
    getAvailabilityProps: () => ({
      ...anatomy.availability.attrs,
      'aria-labelledby': ids.availabilityTitle,
    }),
    getAvailabilityTitleProps: () => ({
      ...anatomy.availabilityTitle.attrs,
      id: ids.availabilityTitle,
    }),
    getHoursProps: () => ({ ...anatomy.hours.attrs }),
    getContentProps: () => ({
      ...anatomy.content.attrs,
      'data-scripts': view.contentScripts ? 'on' : 'off',
    }),
    getCoBrowseOfferProps: () => ({ ...anatomy.coBrowseOffer.attrs, hidden: !offered }),
    getCoBrowseLinkProps: () => ({
      ...anatomy.coBrowseLink.attrs,
      type: 'button',
      onClick: () => send({ type: 'cobrowse.start' }),
    }),
    getCancelProps: () => ({ ...anatomy.cancel.attrs, type: 'button', onClick: close }),
  };
}
