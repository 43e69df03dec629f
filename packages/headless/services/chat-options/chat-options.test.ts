import { describe, expect, expectTypeOf, it } from 'vitest';
import { defaultChatSessionOptions } from '../../machines/chat-session/chat-session.logic';
import type { ChatSessionOptions } from '../../machines/chat-session/chat-session.types';
import { defaultChatWidgetOptions } from '../../machines/chat-widget/chat-widget.machine';
import type { ChatWidgetOptions } from '../../machines/chat-widget/chat-widget.types';
import {
  ChatOptionsError,
  chatSessionOptions,
  chatWidgetOptions,
  checkChatOptions,
  type ChatSessionPageOptions,
  type ChatWidgetOptionsOf,
} from './chat-options';

function issuesOf(check: () => void) {
  try {
    check();
  } catch (error) {
    expect(error).toBeInstanceOf(ChatOptionsError);
    return (error as ChatOptionsError).issues;
  }
  throw new Error('expected a ChatOptionsError');
}

describe('checkChatOptions', () => {
  it('takes every option of the session (but the app language) and of the widget, and none', () => {
    const { language: _language, ...session } = defaultChatSessionOptions;
    expect(() =>
      checkChatOptions({
        chat: { ...session, endpoint: 'Sales' },
        widget: defaultChatWidgetOptions,
      }),
    ).not.toThrow();
    expect(() => checkChatOptions({})).not.toThrow();
    expect(() => checkChatOptions({ chat: {}, widget: { endpoint: undefined } })).toThrow();
    expect(() => checkChatOptions({ chat: { endpoint: undefined } })).not.toThrow();
  });

  it('names each bad option under the name the page gives it, with what was expected', () => {
    const issues = issuesOf(() =>
      checkChatOptions({
        chat: {
          maxMessageLength: '500',
          async: 'yes',
          restoreTimeout: -1,
          uploadTimeout: 0,
          joinOtherTabs: 'no',
          language: 'fr',
        },
        widget: { chatButon: false, newMessageRestoreState: 'open', inviteDelay: 2.5e9 },
        names: { chat: 'chatOptions', widget: 'widgetOptions' },
      }),
    );
    expect(issues).toEqual(
      expect.arrayContaining([
        { field: 'chatOptions.maxMessageLength', message: 'Expected a whole number above 0' },
        { field: 'chatOptions.async', message: 'Expected true or false' },
        { field: 'chatOptions.restoreTimeout', message: 'Expected a number of ms, 0 or more' },
        { field: 'chatOptions.uploadTimeout', message: 'Expected a number of ms above 0' },
        { field: 'chatOptions.joinOtherTabs', message: 'Expected true or false' },
        { field: 'chatOptions.language', message: 'Unknown option' },
        { field: 'widgetOptions.chatButon', message: 'Unknown option' },
        {
          field: 'widgetOptions.newMessageRestoreState',
          message: "Expected 'full' or 'minimized'",
        },
        { field: 'widgetOptions.inviteDelay', message: 'Expected a number of ms, 0 or more' },
      ]),
    );
    expect(issues).toHaveLength(9);
  });

  it('says so in its message, and names an object that is not one', () => {
    expect(() => checkChatOptions({ chat: 'fast' })).toThrow(
      'Invalid chat options: options: Expected an object of chat options',
    );
    expect(() =>
      checkChatOptions({ widget: { endTimeout: NaN }, names: { widget: 'widgetOptions' } }),
    ).toThrow('Invalid chat options: widgetOptions.endTimeout: Expected a number of ms, 0 or more');
    expect(() => checkChatOptions({ chat: { endpoint: '  ' } })).toThrow(
      'options.endpoint: Expected an endpoint name',
    );
  });
});

describe('the chat option schemas', () => {
  // Until the machines take their option types and defaults from these schemas, these keep them equal.
  it("give the chat widget machine's option type and defaults", () => {
    expectTypeOf<ChatWidgetOptionsOf>().branded.toEqualTypeOf<ChatWidgetOptions>();
    expect(chatWidgetOptions.defaults).toEqual(defaultChatWidgetOptions);
  });

  it("give the chat session machine's option type and defaults, but the app's language", () => {
    expectTypeOf<ChatSessionPageOptions>().branded.toEqualTypeOf<
      Omit<ChatSessionOptions, 'language'>
    >();
    const { language: _language, ...session } = defaultChatSessionOptions;
    expect(chatSessionOptions.defaults).toEqual(session);
  });
});
