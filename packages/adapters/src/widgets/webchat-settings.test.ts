import { enWebchat } from '@cxkit/headless/chat-texts';
import { describe, expect, it, vi } from 'vitest';
import {
  invalidConfiguration,
  parseWebChatSettings,
  WebChatSettingsError,
  type WebChatSettingsIssue,
} from './webchat-settings';

const dataURL = 'https://gms.example.com/genesys/2/chat/customer-support';

/** The error `settings` are refused with. */
function refusal(settings: unknown): WebChatSettingsError {
  try {
    parseWebChatSettings(settings);
  } catch (error) {
    expect(error).toBeInstanceOf(WebChatSettingsError);
    return error as WebChatSettingsError;
  }
  throw new Error('expected the settings to be refused');
}

/** Expects `settings` to be refused for exactly one setting. */
function expectIssue(settings: unknown, field: string, message: string) {
  const error = refusal(settings);
  expect(error.issues).toEqual([{ field, message }]);
  expect(error.message).toBe(`Invalid configuration: ${field}: ${message}`);
}

const seconds = 'Expected a number of seconds from 0 to 2147483';
const ms = (least: number) => `Expected a number of ms from ${least} to 2147483647`;
const flag = 'Expected true or false';

describe('parseWebChatSettings: the whole configuration', () => {
  it.each([
    ['undefined', undefined, 'Expected an object'],
    ['null', null, 'Expected an object'],
    ['a text', 'webchat', 'Expected an object'],
    ['a number', 42, 'Expected an object'],
    ['a list', [{ dataURL }], 'Expected an object'],
    ['an empty object', {}, 'Expected at least one setting'],
  ])('refuses %s with the spec text alone', (_label, settings, message) => {
    const error = refusal(settings);

    expect(error.message).toBe('Invalid configuration');
    expect(error.name).toBe('WebChatSettingsError');
    expect(error.issues).toEqual([{ field: 'webchat', message }]);
  });

  it('uses the text of the i18n key webchat.commands.invalidConfiguration', () => {
    expect(invalidConfiguration).toBe(enWebchat['webchat.commands.invalidConfiguration']);
  });

  it('reads a GMS page from its dataURL alone', () => {
    expect(parseWebChatSettings({ dataURL })).toEqual({
      // The legacy default of uploadsEnabled: no file button unless the page asks for one.
      props: { uploads: false },
      backEnd: { type: 'gms', options: { dataURL }, customHeaders: false },
      ignored: [],
    });
  });

  it('accepts a dataURL on the page origin', () => {
    expect(parseWebChatSettings({ dataURL: '/genesys/2/chat/svc' }).backEnd).toMatchObject({
      options: { dataURL: '/genesys/2/chat/svc' },
    });
  });
});

describe('parseWebChatSettings: widget and session settings', () => {
  it('maps every GMS setting', () => {
    const settings = parseWebChatSettings({
      dataURL,
      apikey: 'key-1',
      enableCustomHeader: true,
      endpoint: 'sales',
      userData: { shop: 'Lyon', visits: 3, member: true, unset: undefined },
      async: { enabled: true, newMessageRestoreState: 'minimized' },
      autoInvite: { enabled: true, timeToInviteSeconds: 10, inviteTimeoutSeconds: 1.5 },
      chatButton: {
        enabled: false,
        effect: 'slide',
        openDelay: 0,
        effectDuration: 500,
        hideDuringInvite: false,
      },
      confirmFormCloseEnabled: false,
      inviteOnRestoreTimeout: false,
      minimizeOnMobileRestore: true,
      unminimizeOnAlert: true,
      markdown: true,
      actionsMenu: true,
      emojis: false,
      uploadsEnabled: true,
      charCountEnabled: false,
      timeFormat: '24',
      maxMessageLength: 140,
      restoreTimeout: 30000,
      enableUrlTrailingSlash: false,
      ajaxTimeout: 5000,
      fileUploadTimeout: 45000,
      pollRateMin: 1000,
      pollRateMax: 4000,
      pollRateMult: 1.5,
      pollExceptionLimit: 3,
    });

    expect(settings).toEqual({
      props: {
        chatOptions: {
          endpoint: 'sales',
          async: true,
          maxMessageLength: 140,
          restoreTimeout: 30000,
          uploadTimeout: 105000,
        },
        widgetOptions: {
          confirmFormClose: false,
          newMessageRestoreState: 'minimized',
          inviteOnRestoreTimeout: false,
          autoInvite: true,
          inviteDelay: 10000,
          inviteTimeout: 1500,
          chatButton: false,
          hideChatButtonDuringInvite: false,
          minimizeOnMobileRestore: true,
          unminimizeOnAlert: true,
        },
        userData: { shop: 'Lyon', visits: '3', member: 'true' },
        markdown: true,
        buttonEffect: 'slide',
        buttonEffectDuration: 500,
        actionsMenu: true,
        emojis: false,
        uploads: true,
        characterCounter: false,
        timeFormat: 24,
      },
      sideButtonDelay: 0,
      backEnd: {
        type: 'gms',
        options: {
          dataURL,
          apikey: 'key-1',
          async: true,
          trailingSlash: false,
          timeoutMs: 5000,
          uploadTimeoutMs: 45000,
          pollPolicy: { minInterval: 1000, maxInterval: 4000, multiplier: 1.5, exceptionLimit: 3 },
        },
        customHeaders: true,
      },
      ignored: [],
    });
  });

  it("reads the older proactive timers when autoInvite's own are not given", () => {
    const proactive = { idleTimer: 8, cancelTimer: 45 };
    expect(parseWebChatSettings({ dataURL, proactive }).props.widgetOptions).toEqual({
      inviteDelay: 8000,
      inviteTimeout: 45000,
    });
    expect(
      parseWebChatSettings({ dataURL, proactive, autoInvite: { timeToInviteSeconds: 2 } }).props
        .widgetOptions,
    ).toEqual({ inviteDelay: 2000, inviteTimeout: 45000 });
    expect(() => parseWebChatSettings({ dataURL, proactive: { idleTimer: -1 } })).toThrow(
      'webchat.proactive.idleTimer',
    );
  });

  it('lists the settings cxkit does not support, in the order the page has them', () => {
    const settings = parseWebChatSettings({
      dataURL,
      async: { enabled: true, getSessionData: () => ({}), setSessionData: () => undefined },
      chatButton: { enabled: true, template: '<div>Chat</div>', effectDuration: 300 },
      minimizeOnMobileRestore: false,
      ariaIdleAlertIntervals: [50, 25, 10],
      ariaCharRemainingIntervals: [75, 25, 10],
      timeFormat: 24,
      proactive: { enabled: true, idleTimer: 5, cancelTimer: 30 },
      pollRate: 3000,
      xhrFields: { withCredentials: true },
    });

    expect(settings.ignored).toEqual([
      'webchat.async.getSessionData',
      'webchat.async.setSessionData',
      'webchat.chatButton.template',
      'webchat.ariaIdleAlertIntervals',
      'webchat.ariaCharRemainingIntervals',
      'webchat.proactive.enabled',
      'webchat.pollRate',
      'webchat.xhrFields',
    ]);
    expect(settings.props).toEqual({
      chatOptions: { async: true },
      widgetOptions: {
        chatButton: true,
        inviteDelay: 5000,
        inviteTimeout: 30000,
        minimizeOnMobileRestore: false,
      },
      buttonEffectDuration: 300,
      uploads: false,
      timeFormat: 24,
    });
  });

  it('turns invitation seconds into ms, rounding away float noise', () => {
    expect(
      parseWebChatSettings({
        dataURL,
        autoInvite: { timeToInviteSeconds: 1.1, inviteTimeoutSeconds: 0 },
      }).props.widgetOptions,
    ).toEqual({ inviteDelay: 1100, inviteTimeout: 0 });
  });

  it('maps newMessageRestoreState without asynchronous chat turned on', () => {
    const settings = parseWebChatSettings({ dataURL, async: { newMessageRestoreState: 'full' } });

    expect(settings.props).toEqual({
      widgetOptions: { newMessageRestoreState: 'full' },
      uploads: false,
    });
    expect(settings.backEnd).toEqual({ type: 'gms', options: { dataURL }, customHeaders: false });
  });

  it('leaves empty settings objects out of the props', () => {
    expect(parseWebChatSettings({ dataURL, userData: {}, chatButton: {} }).props).toEqual({
      uploads: false,
    });
  });
});

describe('parseWebChatSettings: errors', () => {
  it('names webchat.dataURL when no back end is set', () => {
    expectIssue(
      { markdown: true },
      'webchat.dataURL',
      'Expected the URL of the chat service (or a cometD or transport setting)',
    );
  });

  it.each([
    [
      'a dataURL that is not a URL',
      { dataURL: 'javascript:alert(1)' },
      'webchat.dataURL',
      'Expected a URL',
    ],
    ['a dataURL that is no text', { dataURL: 42 }, 'webchat.dataURL', 'Expected a URL'],
    [
      'an apikey that is no text',
      { dataURL, apikey: 42 },
      'webchat.apikey',
      'Expected a header value',
    ],
    [
      'an enableCustomHeader that is no flag',
      { dataURL, enableCustomHeader: 'true' },
      'webchat.enableCustomHeader',
      flag,
    ],
    [
      'an uploadsEnabled that is no flag',
      { dataURL, uploadsEnabled: 1 },
      'webchat.uploadsEnabled',
      flag,
    ],
    ['an emojis that is no flag', { dataURL, emojis: 'no' }, 'webchat.emojis', flag],
    ['a timeFormat of 13', { dataURL, timeFormat: 13 }, 'webchat.timeFormat', 'Expected 12 or 24'],
    [
      'a blank endpoint',
      { dataURL, endpoint: ' ' },
      'webchat.endpoint',
      'Expected an endpoint name',
    ],
    [
      'a transport that is no object',
      { dataURL, transport: 'rest' },
      'webchat.transport',
      'Expected an object',
    ],
    [
      'an unknown transport type',
      { transport: { type: 'pureengage-v2', dataURL } },
      'webchat.transport.type',
      "Expected 'pureengage-v3-rest' or 'purecloud-v2-sockets'",
    ],
    [
      'a cometD that is no object',
      { dataURL, cometD: true },
      'webchat.cometD',
      'Expected an object',
    ],
    [
      'a cometD.enabled that is no flag',
      { dataURL, cometD: { enabled: 1 } },
      'webchat.cometD.enabled',
      flag,
    ],
    ['an async that is no object', { dataURL, async: true }, 'webchat.async', 'Expected an object'],
    [
      'an async.enabled that is no flag',
      { dataURL, async: { enabled: 'yes' } },
      'webchat.async.enabled',
      flag,
    ],
    [
      'an unknown newMessageRestoreState',
      { dataURL, async: { newMessageRestoreState: 'maximized' } },
      'webchat.async.newMessageRestoreState',
      "Expected 'full' or 'minimized'",
    ],
    [
      'an autoInvite.enabled that is no flag',
      { dataURL, autoInvite: { enabled: 1 } },
      'webchat.autoInvite.enabled',
      flag,
    ],
    [
      'a negative timeToInviteSeconds',
      { dataURL, autoInvite: { timeToInviteSeconds: -1 } },
      'webchat.autoInvite.timeToInviteSeconds',
      seconds,
    ],
    [
      'a timeToInviteSeconds as text',
      { dataURL, autoInvite: { timeToInviteSeconds: '5' } },
      'webchat.autoInvite.timeToInviteSeconds',
      seconds,
    ],
    [
      'an infinite inviteTimeoutSeconds',
      { dataURL, autoInvite: { inviteTimeoutSeconds: Infinity } },
      'webchat.autoInvite.inviteTimeoutSeconds',
      seconds,
    ],
    [
      'an inviteTimeoutSeconds past the longest timer',
      { dataURL, autoInvite: { inviteTimeoutSeconds: 2147484 } },
      'webchat.autoInvite.inviteTimeoutSeconds',
      seconds,
    ],
    [
      'a chatButton.enabled that is no flag',
      { dataURL, chatButton: { enabled: 'no' } },
      'webchat.chatButton.enabled',
      flag,
    ],
    [
      'an unknown chatButton.effect',
      { dataURL, chatButton: { effect: 'bounce' } },
      'webchat.chatButton.effect',
      "Expected 'fade', 'slide' or 'none'",
    ],
    [
      'a negative openDelay',
      { dataURL, chatButton: { openDelay: -1 } },
      'webchat.chatButton.openDelay',
      ms(0),
    ],
    [
      'a NaN openDelay',
      { dataURL, chatButton: { openDelay: NaN } },
      'webchat.chatButton.openDelay',
      ms(0),
    ],
    [
      'a hideDuringInvite that is no flag',
      { dataURL, chatButton: { hideDuringInvite: null } },
      'webchat.chatButton.hideDuringInvite',
      flag,
    ],
    [
      'a confirmFormCloseEnabled that is no flag',
      { dataURL, confirmFormCloseEnabled: 'yes' },
      'webchat.confirmFormCloseEnabled',
      flag,
    ],
    [
      'an inviteOnRestoreTimeout that is no flag',
      { dataURL, inviteOnRestoreTimeout: 0 },
      'webchat.inviteOnRestoreTimeout',
      flag,
    ],
    ['a markdown that is no flag', { dataURL, markdown: 'on' }, 'webchat.markdown', flag],
    [
      'a maxMessageLength of 0',
      { dataURL, maxMessageLength: 0 },
      'webchat.maxMessageLength',
      'Expected a whole number of 1 or more',
    ],
    [
      'a fractional maxMessageLength',
      { dataURL, maxMessageLength: 1.5 },
      'webchat.maxMessageLength',
      'Expected a whole number of 1 or more',
    ],
    [
      'an infinite restoreTimeout',
      { dataURL, restoreTimeout: Infinity },
      'webchat.restoreTimeout',
      ms(0),
    ],
    [
      'a userData that is no object',
      { dataURL, userData: 'a=1' },
      'webchat.userData',
      'Expected an object of texts',
    ],
    [
      'a nested userData object',
      { dataURL, userData: { order: { id: 1 } } },
      'webchat.userData.order',
      'Expected a text, a number, or true or false',
    ],
    [
      'a userData list',
      { dataURL, userData: { tags: ['a'] } },
      'webchat.userData.tags',
      'Expected a text, a number, or true or false',
    ],
    [
      'a null userData value',
      { dataURL, userData: { a: null } },
      'webchat.userData.a',
      'Expected a text, a number, or true or false',
    ],
    [
      'a NaN userData value',
      { dataURL, userData: { a: NaN } },
      'webchat.userData.a',
      'Expected a text, a number, or true or false',
    ],
    ['a zero ajaxTimeout', { dataURL, ajaxTimeout: 0 }, 'webchat.ajaxTimeout', ms(1)],
    [
      'an enableUrlTrailingSlash that is no flag',
      { dataURL, enableUrlTrailingSlash: 'no' },
      'webchat.enableUrlTrailingSlash',
      flag,
    ],
    [
      'a shrinking pollRateMult',
      { dataURL, pollRateMult: 0.5 },
      'webchat.pollRateMult',
      'Expected a factor from 1 to 1000',
    ],
    [
      'a fractional pollExceptionLimit',
      { dataURL, pollExceptionLimit: 2.5 },
      'webchat.pollExceptionLimit',
      'Expected a whole number of 1 or more',
    ],
    [
      'a pollRateMax below pollRateMin',
      { dataURL, pollRateMin: 2000, pollRateMax: 1000 },
      'webchat.pollRateMax',
      'Expected a number of ms of pollRateMin (2000) or more',
    ],
    [
      'a pollRateMin above the default pollRateMax',
      { dataURL, pollRateMin: 5000 },
      'webchat.pollRateMin',
      'Expected a number of ms up to pollRateMax (3000)',
    ],
  ])('refuses %s', (_label, settings, field, message) => {
    expectIssue(settings, field, message);
  });

  it('names every bad setting at once, in the order the page has them', () => {
    const error = refusal({
      userData: { order: { id: 1 } },
      autoInvite: { enabled: 'yes', timeToInviteSeconds: -5 },
      markdown: 1,
      chatButton: { effect: 'bounce' },
    });

    const issues: WebChatSettingsIssue[] = [
      {
        field: 'webchat.dataURL',
        message: 'Expected the URL of the chat service (or a cometD or transport setting)',
      },
      { field: 'webchat.userData.order', message: 'Expected a text, a number, or true or false' },
      { field: 'webchat.autoInvite.enabled', message: flag },
      { field: 'webchat.autoInvite.timeToInviteSeconds', message: seconds },
      { field: 'webchat.markdown', message: flag },
      { field: 'webchat.chatButton.effect', message: "Expected 'fade', 'slide' or 'none'" },
    ];
    expect(error.issues).toEqual(issues);
    expect(error.message).toBe(
      'Invalid configuration: ' +
        issues.map((issue) => `${issue.field}: ${issue.message}`).join('; '),
    );
  });

  it('does not check settings it ignores', () => {
    const settings = parseWebChatSettings({
      transport: { type: 'pureengage-v3-rest', dataURL: '/nexus/v3/chat/sessions' },
      dataURL: 'not a url',
      apikey: 42,
      cometD: 'off',
    });

    expect(settings.ignored).toEqual(['webchat.dataURL', 'webchat.apikey', 'webchat.cometD']);
  });
});

describe('parseWebChatSettings: the pre-chat form', () => {
  it('maps the formJSON inputs to a form definition', () => {
    const settings = parseWebChatSettings({
      dataURL,
      form: {
        wrapper: '<table></table>',
        inputs: [
          {
            id: 'cx_webchat_form_firstname',
            name: 'firstname',
            maxlength: '100',
            placeholder: '@i18n:webchat.ChatFormPlaceholderFirstName',
            label: '@i18n:webchat.ChatFormFirstName',
            wrapper: '<tr><th>{label}</th><td>{input}</td></tr>',
          },
          {
            name: 'email',
            type: 'email',
            label: 'Email',
            maxlength: 60,
            validateWhileTyping: true,
          },
          {
            name: 'topic',
            type: 'select',
            label: 'Topic',
            options: [
              { text: 'Billing', value: 'billing' },
              { text: 'Delivery', value: 'delivery', selected: true },
              { label: 'Other', value: 3 },
            ],
          },
          { name: 'terms', type: 'checkbox', label: 'I accept', value: 'true' },
          { name: 'shop', label: 'Shop', value: 'Lyon', readonly: true },
          { name: 'code', placeholder: 'Your code', type: 'tel' },
          { name: 'ref' },
          { name: 'plan', label: '@i18n:webchat.PlanLabel' },
        ],
      },
    });

    expect(settings.props.formDefinition).toEqual([
      {
        name: 'firstname',
        // The legacy default form's keys become cxkit's keys of the same texts.
        label: 'webchat.prechat.firstname',
        placeholder: 'webchat.prechat.required',
        maxLength: 100,
      },
      { name: 'email', label: 'Email', type: 'email', maxLength: 60 },
      {
        name: 'topic',
        label: 'Topic',
        type: 'select',
        options: [
          { value: 'billing', label: 'Billing' },
          { value: 'delivery', label: 'Delivery' },
          { value: '3', label: 'Other' },
        ],
        value: 'delivery',
      },
      { name: 'terms', label: 'I accept', type: 'checkbox', value: 'true' },
      { name: 'shop', label: 'Shop', value: 'Lyon', readOnly: true },
      { name: 'code', label: 'Your code', placeholder: 'Your code', type: 'tel' },
      { name: 'ref', label: 'ref' },
      // Another `@i18n:` text names its key as it is (the page's `i18n` gives its text).
      { name: 'plan', label: 'webchat.PlanLabel' },
    ]);
    expect(settings.ignored).toEqual([]);
  });

  it('makes a textarea a text box, and lists its type as ignored', () => {
    const settings = parseWebChatSettings({
      dataURL,
      form: { inputs: [{ name: 'subject', label: 'Subject', type: 'textarea' }] },
    });

    expect(settings.props.formDefinition).toEqual([{ name: 'subject', label: 'Subject' }]);
    expect(settings.ignored).toEqual(['webchat.form.inputs.0.type']);
  });

  it('sends hidden user-data fields as user data, over webchat.userData, and ignores hidden start fields', () => {
    const settings = parseWebChatSettings({
      dataURL,
      userData: { campaign: 'spring', shop: 'Paris' },
      form: {
        inputs: [
          { name: 'firstname', label: 'First name' },
          { name: 'shop', type: 'hidden', value: 'Lyon' },
          { name: 'visit', type: 'hidden', value: 7 },
          { name: 'empty', type: 'hidden' },
          { name: 'email', type: 'hidden', value: 'a@example.com' },
        ],
      },
    });

    expect(settings.props.formDefinition).toEqual([{ name: 'firstname', label: 'First name' }]);
    expect(settings.props.userData).toEqual({ campaign: 'spring', shop: 'Lyon', visit: '7' });
    expect(settings.ignored).toEqual(['webchat.form.inputs.4']);
  });

  it('lists the keys of inputs and choices it does not know', () => {
    const settings = parseWebChatSettings({
      dataURL,
      form: {
        inputs: [
          {
            name: 'topic',
            type: 'select',
            autofocus: true,
            options: [{ text: 'A', value: 'a', disabled: true }],
          },
        ],
        submitButton: 'Go',
      },
    });

    expect(settings.ignored).toEqual([
      'webchat.form.inputs.0.autofocus',
      'webchat.form.inputs.0.options.0.disabled',
      'webchat.form.submitButton',
    ]);
  });

  it('reads formJSON when there is no form, and ignores it when there is', () => {
    const inputs = [{ name: 'nickname', label: 'Name' }];

    expect(parseWebChatSettings({ dataURL, formJSON: { inputs } }).props.formDefinition).toEqual([
      { name: 'nickname', label: 'Name' },
    ]);
    const both = parseWebChatSettings({ dataURL, formJSON: { inputs: 'bad' }, form: { inputs } });
    expect(both.props.formDefinition).toEqual([{ name: 'nickname', label: 'Name' }]);
    expect(both.ignored).toEqual(['webchat.formJSON']);
  });

  describe('a legacy validate', () => {
    const validatorOf = (validate: unknown) => {
      const definition = parseWebChatSettings({
        dataURL,
        form: { inputs: [{ name: 'code', label: 'Code', validate }] },
      }).props.formDefinition;
      const check = definition?.[0]?.validate;
      if (!check) throw new Error('expected a validate');
      return check;
    };

    it('gets the value through the input argument, as val() and value', () => {
      const legacy = vi.fn(
        (_event: unknown, _form: unknown, input: { val(): string; value: string }) =>
          input.val() === '42' && input.value === '42',
      );
      const check = validatorOf(legacy);

      expect(check('42')).toBe(true);
      expect(check('41')).toBe(false);
      expect(legacy).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'submit' }),
        undefined,
        expect.objectContaining({ value: '41' }),
        undefined,
      );
    });

    it('passes an error text on, and reads other answers as valid', () => {
      expect(validatorOf(() => 'webchat.errors.code')('x')).toBe('webchat.errors.code');
      expect(validatorOf(() => 1)('x')).toBeUndefined();
    });

    it('reads a validator that throws (it needed the legacy jQuery) as valid', () => {
      const check = validatorOf(
        (_event: unknown, _form: unknown, input: unknown, label: unknown) => {
          (label as { addClass(name: string): void }).addClass('error');
          return input !== undefined;
        },
      );

      expect(check('x')).toBeUndefined();
    });
  });

  it.each([
    ['a form that is no object', { form: [] }, 'webchat.form', 'Expected { inputs: [...] }'],
    ['a form without inputs', { form: {} }, 'webchat.form.inputs', 'Expected a list of fields'],
    [
      'an empty inputs list',
      { form: { inputs: [] } },
      'webchat.form.inputs',
      'Expected a list of fields',
    ],
    [
      'an input that is no object',
      { form: { inputs: ['firstname'] } },
      'webchat.form.inputs.0',
      'Expected a field { name, label, ... }',
    ],
    [
      'an input without name',
      { form: { inputs: [{ label: 'A' }] } },
      'webchat.form.inputs.0.name',
      'Expected a field name',
    ],
    [
      'two inputs of one name',
      { form: { inputs: [{ name: 'a' }, { name: 'a' }] } },
      'webchat.form.inputs.1.name',
      'Expected a name no other field has',
    ],
    [
      'an input named constructor',
      { form: { inputs: [{ name: 'constructor' }] } },
      'webchat.form.inputs.0.name',
      'Expected a name other than __proto__, constructor or prototype',
    ],
    [
      'a maxlength of 0',
      { form: { inputs: [{ name: 'a', maxlength: '0' }] } },
      'webchat.form.inputs.0.maxlength',
      'Expected a whole number of 1 or more',
    ],
    [
      'a maxlength that is no number',
      { form: { inputs: [{ name: 'a', maxlength: 'long' }] } },
      'webchat.form.inputs.0.maxlength',
      'Expected a whole number of 1 or more',
    ],
    [
      'an unknown input type',
      { form: { inputs: [{ name: 'a', type: 'radio' }] } },
      'webchat.form.inputs.0.type',
      "Expected 'text', 'email', 'tel', 'select', 'checkbox', 'textarea' or 'hidden'",
    ],
    [
      'a select without choices',
      { form: { inputs: [{ name: 'a', type: 'select' }] } },
      'webchat.form.inputs.0.options',
      'Expected a list of choices',
    ],
    [
      'a choice without value',
      { form: { inputs: [{ name: 'a', type: 'select', options: [{ text: 'A' }] }] } },
      'webchat.form.inputs.0.options.0.value',
      'Expected a text or a number',
    ],
    [
      'a validate that is no function',
      { form: { inputs: [{ name: 'a', validate: 'return true' }] } },
      'webchat.form.inputs.0.validate',
      'Expected a function',
    ],
    [
      'a readonly that is no flag',
      { form: { inputs: [{ name: 'a', readonly: 'readonly' }] } },
      'webchat.form.inputs.0.readonly',
      flag,
    ],
    [
      'a label that is no text',
      { form: { inputs: [{ name: 'a', label: 1 }] } },
      'webchat.form.inputs.0.label',
      'Expected a text',
    ],
  ])('refuses %s', (_label, settings, field, message) => {
    expectIssue({ dataURL, ...settings }, field, message);
  });
});

describe('parseWebChatSettings: back ends', () => {
  const cometD = {
    enabled: true,
    cometURL: 'https://gms.example.com/genesys/cometd',
    channel: '/service/chatV2/customer-support',
    apiURL: 'https://gms.example.com/genesys/2/chat-ntf',
    websocketEnabled: false,
    logLevel: 'info',
  };

  it('reads GMS over CometD when cometD is enabled; dataURL is then unused', () => {
    const settings = parseWebChatSettings({
      dataURL,
      apikey: 'key-1',
      enableCustomHeader: true,
      ajaxTimeout: 4000,
      endpoint: 'sales',
      async: { enabled: true },
      cometD,
    });

    expect(settings.backEnd).toEqual({
      type: 'gms-push',
      options: {
        cometURL: cometD.cometURL,
        channel: cometD.channel,
        apiURL: cometD.apiURL,
        websocketEnabled: false,
        logLevel: 'info',
        apikey: 'key-1',
        timeoutMs: 4000,
      },
      customHeaders: true,
    });
    expect(settings.props).toEqual({ chatOptions: { endpoint: 'sales' }, uploads: false });
    expect(settings.ignored).toEqual(['webchat.dataURL', 'webchat.async.enabled']);
  });

  it('reads GMS when cometD is off, and lists cometD as ignored', () => {
    const settings = parseWebChatSettings({ dataURL, cometD: { ...cometD, enabled: false } });

    expect(settings.backEnd.type).toBe('gms');
    expect(settings.ignored).toEqual(['webchat.cometD']);
  });

  it('names every bad cometD setting', () => {
    const error = refusal({ cometD: { enabled: true, channel: '/chat/svc', logLevel: 'trace' } });

    expect(error.issues).toEqual([
      { field: 'webchat.cometD.cometURL', message: 'Expected a URL' },
      { field: 'webchat.cometD.channel', message: 'Expected /service/chatV2/{name}' },
      { field: 'webchat.cometD.apiURL', message: 'Expected a URL' },
      { field: 'webchat.cometD.logLevel', message: "Expected 'warn', 'info' or 'debug'" },
    ]);
  });

  const restTransport = {
    type: 'pureengage-v3-rest',
    dataURL: 'https://api-usw2.digital.genesyscloud.com/nexus/v3/chat/sessions',
    endpoint: 'support',
    headers: { 'x-api-key': 'key-2' },
    stream: 'live',
    clientType: 'web',
    pollTimeout: 2000,
    maxMessagePageSize: 30,
    pollIntervalMultiplier: 1.2,
    async: { enabled: true, getSessionData: () => ({}), deleteSessionData: () => undefined },
  };

  it('reads REST v3 from transport, asynchronous as transport.async says', () => {
    const settings = parseWebChatSettings({
      dataURL,
      apikey: 'unused',
      enableCustomHeader: true,
      endpoint: 'sales',
      fileUploadTimeout: 90000,
      transport: restTransport,
    });

    expect(settings.backEnd).toEqual({
      type: 'pureengage-v3-rest',
      options: {
        dataURL: restTransport.dataURL,
        endpoint: 'support',
        headers: { 'x-api-key': 'key-2' },
        stream: 'live',
        clientType: 'web',
        pollTimeout: 2000,
        maxMessagePageSize: 30,
        async: true,
        uploadTimeoutMs: 90000,
      },
      customHeaders: true,
    });
    expect(settings.props).toEqual({
      chatOptions: { endpoint: 'sales', async: true, uploadTimeout: 150000 },
      uploads: false,
    });
    expect(settings.ignored).toEqual([
      'webchat.dataURL',
      'webchat.apikey',
      'webchat.transport.pollIntervalMultiplier',
      'webchat.transport.async.getSessionData',
      'webchat.transport.async.deleteSessionData',
    ]);
  });

  it('takes REST v3 asynchronous chat from webchat.async without transport.async, and a flag in transport.async', () => {
    const { async: _async, ...transport } = restTransport;

    const fromWidget = parseWebChatSettings({ async: { enabled: true }, transport });
    expect(fromWidget.backEnd.options).toMatchObject({ async: true });
    expect(fromWidget.props.chatOptions).toEqual({ async: true });

    const flagged = parseWebChatSettings({
      async: { enabled: true },
      transport: { ...transport, async: false },
    });
    expect(flagged.backEnd.options).toMatchObject({ async: false });
    expect(flagged.props.chatOptions).toEqual({ async: false });
  });

  it('names every bad REST v3 setting', () => {
    const error = refusal({
      enableCustomHeader: 1,
      transport: {
        type: 'pureengage-v3-rest',
        headers: { 'x-api-key': 7 },
        pollTimeout: 50,
        maxMessagePageSize: 10,
        stream: '',
        async: 'yes',
      },
    });

    expect(error.issues).toEqual([
      { field: 'webchat.enableCustomHeader', message: flag },
      { field: 'webchat.transport.dataURL', message: 'Expected a URL' },
      { field: 'webchat.transport.headers.x-api-key', message: 'Expected a header value' },
      { field: 'webchat.transport.stream', message: 'Expected a stream name' },
      { field: 'webchat.transport.pollTimeout', message: ms(100) },
      {
        field: 'webchat.transport.maxMessagePageSize',
        message: 'Expected a whole number of 16 or more',
      },
      { field: 'webchat.transport.async', message: 'Expected true or false, or { enabled }' },
    ]);
  });

  const cloudTransport = {
    type: 'purecloud-v2-sockets',
    dataURL: 'https://api.mypurecloud.com',
    deploymentKey: 'deployment-1',
    orgGuid: 'org-1',
    interactionData: {
      routing: { targetType: 'QUEUE', targetAddress: 'Support', priority: 2, custom: 'x' },
    },
    maxMessagePageSize: 50,
    socketReconnectInterval: 2000,
    markdown: true,
    botEventsEnabled: true,
  };

  it('reads Genesys Cloud guest chat from transport; endpoint, headers and asynchronous chat are unused', () => {
    const settings = parseWebChatSettings({
      endpoint: 'sales',
      enableCustomHeader: true,
      async: { enabled: true },
      transport: cloudTransport,
    });

    expect(settings.backEnd).toEqual({
      type: 'purecloud-v2-sockets',
      options: {
        dataURL: 'https://api.mypurecloud.com',
        deploymentKey: 'deployment-1',
        orgGuid: 'org-1',
        interactionData: {
          routing: { targetType: 'QUEUE', targetAddress: 'Support', priority: 2 },
        },
        maxMessagePageSize: 50,
        socketReconnectInterval: 2000,
      },
    });
    expect(settings.props).toEqual({ markdown: true, uploads: false });
    expect(settings.ignored).toEqual([
      'webchat.endpoint',
      'webchat.enableCustomHeader',
      'webchat.async.enabled',
      'webchat.transport.interactionData.routing.custom',
      'webchat.transport.botEventsEnabled',
    ]);
  });

  it("lets the widget's markdown win over the cloud transport's", () => {
    const settings = parseWebChatSettings({ markdown: false, transport: cloudTransport });

    expect(settings.props.markdown).toBe(false);
    expect(settings.ignored).toContain('webchat.transport.markdown');
  });

  it('names every bad Genesys Cloud setting', () => {
    const error = refusal({
      transport: { type: 'purecloud-v2-sockets', dataURL: 'ftp://host', maxMessagePageSize: 500 },
    });

    expect(error.issues).toEqual([
      { field: 'webchat.transport.dataURL', message: 'Expected a URL' },
      {
        field: 'webchat.transport.interactionData',
        message: 'Expected interaction data with routing options',
      },
      {
        field: 'webchat.transport.maxMessagePageSize',
        message: 'Expected a whole number from 1 to 200',
      },
      {
        field: 'webchat.transport.deploymentKey',
        message: 'Expected a deploymentKey or deploymentId',
      },
      { field: 'webchat.transport.orgGuid', message: 'Expected an orgGuid or organizationId' },
    ]);
    expectIssue(
      { transport: { ...cloudTransport, interactionData: { routing: { targetType: 'QUEUE' } } } },
      'webchat.transport.interactionData.routing.targetAddress',
      'Expected a queue name',
    );
  });

  it('accepts deploymentId and organizationId for deploymentKey and orgGuid', () => {
    const { deploymentKey: _key, orgGuid: _org, ...rest } = cloudTransport;
    const settings = parseWebChatSettings({
      transport: { ...rest, deploymentId: 'deployment-2', organizationId: 'org-2' },
    });

    expect(settings.backEnd.options).toMatchObject({
      deploymentId: 'deployment-2',
      organizationId: 'org-2',
    });
  });

  it('reads GMS when transport has no type, listing transport as ignored', () => {
    const settings = parseWebChatSettings({ dataURL, transport: { dataURL: 'x' } });

    expect(settings.backEnd.type).toBe('gms');
    expect(settings.ignored).toEqual(['webchat.transport']);
  });

  it('prefers transport.type over cometD', () => {
    const settings = parseWebChatSettings({ cometD, transport: restTransport });

    expect(settings.backEnd.type).toBe('pureengage-v3-rest');
    expect(settings.ignored).toContain('webchat.cometD');
  });
});

describe('parseWebChatSettings: hostile input', () => {
  it('drops __proto__, constructor and prototype keys of userData, without touching any prototype', () => {
    const settings = parseWebChatSettings(
      JSON.parse(
        `{"dataURL":"${dataURL}","userData":{"__proto__":{"polluted":"yes"},"constructor":"c","prototype":1,"a":1}}`,
      ),
    );

    expect(settings.props.userData).toEqual({ a: '1' });
    expect(Object.getPrototypeOf(settings.props.userData)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(settings.ignored).toEqual([
      'webchat.userData.__proto__',
      'webchat.userData.constructor',
      'webchat.userData.prototype',
    ]);
  });

  it('lists a top-level __proto__ key as ignored and reads the rest', () => {
    const settings = parseWebChatSettings(
      JSON.parse(`{"__proto__":{"dataURL":"/stolen","polluted":"yes"},"dataURL":"${dataURL}"}`),
    );

    expect(settings.backEnd.options).toEqual({ dataURL });
    expect(settings.ignored).toEqual(['webchat.__proto__']);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('keeps a __proto__ header name of REST v3 off the prototype', () => {
    const settings = parseWebChatSettings(
      JSON.parse(
        '{"transport":{"type":"pureengage-v3-rest","dataURL":"/nexus","headers":{"__proto__":{"x":"1"},"x-api-key":"k"}}}',
      ),
    );

    const { headers } = settings.backEnd.options as { headers: Record<string, string> };
    expect(Object.keys(headers)).toEqual(['x-api-key']);
    expect(Object.getPrototypeOf(headers)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>)['x']).toBeUndefined();
  });
});
