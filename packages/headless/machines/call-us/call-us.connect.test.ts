import { describe, expect, it, vi } from 'vitest';
import { coBrowseOffline, telHref } from './call-us.logic';
import { connect, type CallUsView } from './call-us.connect';
import { testContacts } from './call-us.test-support';

const view = (overrides: Partial<CallUsView> = {}): CallUsView => ({
  id: 'cu',
  open: true,
  mobile: false,
  contacts: testContacts.contacts,
  hours: testContacts.hours,
  content: undefined,
  contentScripts: false,
  coBrowse: coBrowseOffline,
  ...overrides,
});

describe('call-us connect', () => {
  it('makes dial links of the numbers without their spaces', () => {
    expect(telHref('+1 202 555 0162')).toBe('tel:+12025550162');
    expect(telHref(' 0800\t123 456 ')).toBe('tel:0800123456');
    const api = connect(view(), vi.fn());
    expect(api.contacts.map((entry) => entry.href)).toEqual([
      'tel:+12025550162',
      'tel:+442079460958',
      'tel:0800123456',
    ]);
  });

  it('tells the main phone from the alternates', () => {
    const api = connect(view(), vi.fn());
    expect(api.mainContact).toMatchObject({
      index: 0,
      displayName: 'Sales',
      labelKey: 'callus.Number001',
    });
    expect(api.alternateContacts.map((entry) => entry.number)).toEqual([
      '+44 20 7946 0958',
      '0800 123 456',
    ]);
    expect(api.alternateContacts[0]!.labelKey).toBeUndefined();
    expect(api.getPhoneLinkProps(api.mainContact!)).toEqual({
      'data-scope': 'call-us',
      'data-part': 'phone-link',
      href: 'tel:+12025550162',
      'data-kind': 'main',
    });
    expect(api.getContactProps(api.alternateContacts[1]!)).toMatchObject({
      id: 'cu-contact-2',
      'data-kind': 'alternate',
    });
    expect(connect(view({ contacts: [] }), vi.fn()).mainContact).toBeUndefined();
  });

  it('names the hours with the Available line and describes the overlay by its subtitle', () => {
    const api = connect(view(), vi.fn());
    expect(api.getAvailabilityProps()['aria-labelledby']).toBe(api.getAvailabilityTitleProps().id);
    expect(api.getRootProps()['data-state']).toBe('open');
    expect(api.getDialogProps()['aria-describedby']).toBe(api.getSubtitleProps().id);
    expect(connect(view({ content: '<p/>' }), vi.fn()).getDialogProps()).toEqual({
      'aria-describedby': undefined,
    });
    expect(api.hours).toEqual(['Mon-Fri 8am-8pm', 'Sat 9am-1pm']);
  });

  it('offers co-browse only when online and no session runs or starts', () => {
    const offered = (coBrowse: CallUsView['coBrowse']) =>
      connect(view({ coBrowse }), vi.fn()).getCoBrowseOfferProps().hidden === false;
    expect(offered(coBrowseOffline)).toBe(false);
    expect(offered({ online: true, active: false, pending: false })).toBe(true);
    expect(offered({ online: true, active: true, pending: false })).toBe(false);
    expect(offered({ online: true, active: false, pending: true })).toBe(false);
  });

  it('sends the overlay events from its commands and buttons', () => {
    const send = vi.fn();
    const api = connect(view(), send);
    api.getCancelProps().onClick();
    api.getCoBrowseLinkProps().onClick();
    api.open();
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'window.close' },
      { type: 'cobrowse.start' },
      { type: 'window.open' },
    ]);
  });

  it('marks whether the custom content may run script', () => {
    expect(connect(view({ content: '<p/>' }), vi.fn()).getContentProps()['data-scripts']).toBe(
      'off',
    );
    expect(
      connect(view({ content: '<p/>', contentScripts: true }), vi.fn()).getContentProps()[
        'data-scripts'
      ],
    ).toBe('on');
  });
});
