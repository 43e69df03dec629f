import { describe, expect, it } from 'vitest';
import { enWebchat } from './en.webchat.pack';
import { frWebchat } from './fr.webchat.pack';
import { builtInLanguagePacks } from './built-in-packs';
import { createTranslator } from './translator';
import { chatServerErrorKey, webchatI18nKeys, type WebchatI18nKey } from './webchat.keys';
import { webchatLanguagePacks } from './webchat-packs';

const translate = createTranslator<WebchatI18nKey>(enWebchat);
const translateFr = createTranslator<WebchatI18nKey>(frWebchat);
const webchat = webchatI18nKeys;

function leaves(tree: object): string[] {
  return Object.values(tree).flatMap((value: unknown) =>
    typeof value === 'string' ? [value] : leaves(value as object),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);

function textsOf(group: Record<string | number, WebchatI18nKey>): Record<string, string> {
  return Object.fromEntries(Object.entries(group).map(([name, key]) => [name, translate(key)]));
}

describe('web chat texts', () => {
  it('have exactly the keys of webchatI18nKeys, in both languages, all under webchat.', () => {
    const keys = leaves(webchatI18nKeys).sort();
    expect(keys.every((key) => key.startsWith('webchat.'))).toBe(true);
    expect(Object.keys(enWebchat).sort()).toEqual(keys);
    expect(Object.keys(frWebchat).sort()).toEqual(keys);
  });

  it('are kept out of the core packs and offered by language code, frozen', () => {
    for (const pack of Object.values(builtInLanguagePacks)) {
      expect(Object.keys(pack).filter((key) => key.startsWith('webchat.'))).toEqual([]);
    }
    expect(webchatLanguagePacks).toEqual({ en: enWebchat, fr: frWebchat });
    expect(Object.isFrozen(webchatLanguagePacks)).toBe(true);
  });

  it('carry the error catalogue by the spec key, with the spec texts where it gives them', () => {
    expect(textsOf(webchat.errors)).toEqual({
      StartFailed:
        'There was an issue starting your chat. Please check your connection and the required information, then try again',
      ChatUnavailable:
        "We're sorry but we cannot start a new chat at this time. Please try again later",
      CriticalFault:
        'Your chat session has ended unexpectedly due to an unknown issue. We apologize for the inconvenience',
      MessageFailed: 'Your message was not received successfully. Please try again',
      RestoreFailed: 'Unable to restore session',
      TransferFailed: 'Unable to transfer chat now',
      InviteFailed: 'Unable to generate invite',
      RestoredOffline: 'Messages taking longer than normal',
      ChatServerWentOffline: 'Messages taking longer than normal',
      Disconnected: 'Connection lost',
      Reconnected: 'Connection restored',
      FileTransferSizeError: 'File larger than allowed size',
      FileSendFailed: 'Unexpected disconnection, try again?',
      ChatError: 'There was a problem with the chat. Please try again',
      Generic: 'An unexpected error occurred',
      AgentUnavailable: 'Sorry. There are no agents available. Please try later',
    });
  });

  it('carry the server codes and the form texts', () => {
    expect(textsOf(webchat.codes)).toEqual({
      102: 'First name is required',
      103: 'Last name is required',
      161: 'Please enter your name',
      201: 'Maximum number of attached files exceeded ({advice})',
      202: 'Upload limit or attachment count exceeded ({advice})',
      203: 'File type not allowed',
      204: 'Message too long',
      364: 'Invalid email address',
    });
    expect(translate(webchat.form.nicknameRequired)).toBe('First Name is required');
    expect(translate(webchat.codes[201], { advice: 5 })).toBe(
      'Maximum number of attached files exceeded (5)',
    );
  });

  it('map server codes to keys, 240 sharing the ChatUnavailable text', () => {
    expect(chatServerErrorKey(102)).toBe('webchat.codes.102');
    expect(chatServerErrorKey(364)).toBe('webchat.codes.364');
    expect(chatServerErrorKey(240)).toBe(webchat.errors.ChatUnavailable);
    expect(chatServerErrorKey(999)).toBeUndefined();
    expect(chatServerErrorKey(Number.NaN)).toBeUndefined();
  });

  it('carry the exact command rejections of the spec', () => {
    expect(textsOf(webchat.commands)).toEqual({
      noMessageText: 'No message text provided',
      messageTooLong: 'Message length exceeds configured threshold of ({max}) characters',
      noActiveChat: 'There is no active chat session',
      chatAlreadyActive: 'There is already an active chat session',
      malformedUserData: 'malformed JSON provided in userData property',
      alreadyRestoring: 'Already restoring',
      pollInProgress: 'previous poll has not finished',
      privateCommand: 'Access Denied to private command',
      invalidConfiguration: 'Invalid configuration',
      invalidTransportConfiguration: 'Invalid transport configuration',
      historyAsyncOnly: 'Fetching messages history applies to only Asynchronous chat.',
      noMoreMessages: 'No more messages to fetch',
      unsupportedFeature: "This transport doesn't support {feature}",
      customerDisconnected: 'customer disconnected, conversation ended',
      websocketFailed: 'websocket failed to open',
      pollingUnsupported: 'Polling is not supported when using CometD',
      deflectionEnabled: 'Deflection is enabled already',
      deflectionDisabled: 'Deflection is disabled already',
    });
    expect(translate(webchat.commands.messageTooLong, { max: 500 })).toBe(
      'Message length exceeds configured threshold of (500) characters',
    );
    expect(translate(webchat.commands.unsupportedFeature, { feature: 'pagination' })).toBe(
      "This transport doesn't support pagination",
    );
  });

  it('name the default participants and fill the notices', () => {
    expect(textsOf(webchat.names)).toEqual({
      agent: 'Agent',
      bot: 'Bot',
      supervisor: 'Supervisor',
      visitor: 'You',
      knowledgeCenter: 'Knowledge Center',
    });
    expect(translate(webchat.notices.participantJoined, { name: 'Anna' })).toBe(
      'Anna has joined the session',
    );
    expect(translate(webchat.notices.participantLeft, { name: 'Bot' })).toBe(
      'Bot has left the session',
    );
    expect(translate(webchat.notices.chatEnded)).toBe('The chat has ended');
    expect(translate(webchat.notices.idleCountdown, { time: '00:45' })).toBe(
      'The chat will close in 00:45',
    );
    expect(translate(webchat.files.hasSent)).toBe('has sent:');
  });

  it('translate every web chat text into French, keeping the same placeholders', () => {
    expect(translateFr(webchat.commands.messageTooLong, { max: 500 })).toBe(
      'La longueur du message dépasse le seuil configuré de (500) caractères',
    );
    expect(translateFr(webchat.notices.typing, { name: 'Anna' })).toBe(
      "Anna est en train d'écrire",
    );
    const placeholderKeys = (Object.keys(enWebchat) as WebchatI18nKey[]).filter((key) =>
      enWebchat[key].includes('{'),
    );
    expect(placeholderKeys.sort()).toEqual(
      [
        'webchat.codes.201',
        'webchat.codes.202',
        'webchat.commands.messageTooLong',
        'webchat.commands.unsupportedFeature',
        'webchat.notices.idleCountdown',
        'webchat.notices.participantJoined',
        'webchat.notices.participantLeft',
        'webchat.notices.typing',
      ].sort(),
    );
    for (const key of leaves(webchatI18nKeys) as WebchatI18nKey[]) {
      expect(frWebchat[key], key).not.toBe(enWebchat[key]);
      expect(placeholders(frWebchat[key]), key).toEqual(placeholders(enWebchat[key]));
    }
  });
});
