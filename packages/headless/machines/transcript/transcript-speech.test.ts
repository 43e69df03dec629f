import { describe, expect, it } from 'vitest';
import type { Translate } from '../../services/i18n/translator';
import type { ChatMessage } from '../../transports/chat.types';
import { ada, anna, chatMessage, fileMessage, outboxEntry, system } from './transcript.fixtures';
import { buildTranscriptItems, type TranscriptItem } from './transcript-items';
import {
  announcement,
  createSpeechLog,
  initialAnnouncements,
  nextAnnouncements,
  noticeText,
  senderName,
  spokenPrefix,
  spokenText,
} from './transcript-speech';
import { injectedMessage } from '../chat-session/chat-session.logic';

/** Says the key, and its values when there are any. */
const translate: Translate = (key, values) =>
  values ? `${key}(${Object.values(values).join(',')})` : key;
const plainOf = (message: ChatMessage) => message.text;
const say = (item: TranscriptItem) => announcement(item, plainOf, translate);
const start = new Date(2024, 2, 4, 9, 0).getTime();

describe('announcement', () => {
  it('says who said what, for bubbles, files, system lines and the end', () => {
    const items = buildTranscriptItems(
      [
        chatMessage(1, anna, 'Hello', start),
        chatMessage(2, ada, 'Hi', start + 1000),
        fileMessage(3, anna, 'a.pdf', 10, start + 2000),
        fileMessage(4, ada, 'b.pdf', 10, start + 3000),
        chatMessage(5, anna, '', start + 4000, { type: 'ParticipantLeft' }),
      ],
      [outboxEntry('c1', 'Pending', start + 5000)],
      true,
    );
    expect(items.map(say)).toEqual([
      undefined,
      'webchat.transcript.said(Anna): Hello',
      'webchat.transcript.youSaid: Hi',
      'Anna webchat.files.hasSent a.pdf',
      'webchat.transcript.youHaveSent b.pdf',
      'webchat.transcript.systemSaid: webchat.notices.participantLeft(Anna)',
      undefined,
      'webchat.transcript.systemSaid: webchat.notices.chatEnded',
    ]);
  });

  it('names a role in the active language when the back end gave none', () => {
    expect(senderName({ id: '9', type: 'Bot', name: 'Bot' }, translate)).toBe('webchat.names.bot');
    expect(senderName({ id: '9', type: 'Agent', name: ' ' }, translate)).toBe(
      'webchat.names.agent',
    );
    expect(senderName(anna, translate)).toBe('Anna');
    expect(senderName(ada, translate)).toBe('webchat.names.visitor');
  });

  it('reads rich media without a text as its text version', () => {
    const card = chatMessage(1, anna, '', start, {
      richMedia: {
        contentType: 'quick-replies',
        content: {
          components: [
            { type: 'quick-reply', text: 'Yes' },
            { type: 'quick-reply', text: 'No' },
          ],
        },
      },
    });
    expect(spokenText(card, '')).toBe('Yes, No');
    expect(spokenText(card, 'Choose')).toBe('Choose');
  });

  it('gives system lines their texts', () => {
    const idle = chatMessage(1, system, '', start, { type: 'IdleAlert' });
    expect(noticeText(idle, '', translate)).toBe('webchat.notices.idleAlert1');
    expect(noticeText({ ...idle, type: 'IdleClose' }, 'Bye', translate)).toBe(
      'webchat.notices.idleClose',
    );
    expect(noticeText(idle, 'Still there?', translate)).toBe('Still there?');
    const deleted = fileMessage(2, anna, 'a.pdf', 1, start);
    expect(noticeText({ ...deleted, type: 'FileDeleted' }, '', translate)).toBe(
      'webchat.transcript.fileDeleted(a.pdf)',
    );
  });
});

describe('nextAnnouncements', () => {
  const first = [chatMessage(1, anna, 'One', start), chatMessage(2, anna, 'Two', start + 1)];

  it('does not announce the rows there at the start, then each new row once', () => {
    const items = buildTranscriptItems(first);
    const initial = initialAnnouncements(items);
    expect(initial).toEqual({ index: 2, ended: false, batch: 0, lines: [] });
    const grown = buildTranscriptItems([...first, chatMessage(3, ada, 'Three', start + 2)]);
    const said = nextAnnouncements(initial, grown, say);
    expect(said).toEqual({
      index: 3,
      ended: false,
      batch: 1,
      lines: [{ key: '1-message-3', text: 'webchat.transcript.youSaid: Three' }],
    });
    // Nothing new: the same region.
    expect(nextAnnouncements(said, grown, say)).toBe(said);
  });

  it('only moves the mark over restored messages, and speaks a new chat from its start', () => {
    const initial = initialAnnouncements(buildTranscriptItems(first));
    const restored = buildTranscriptItems([
      ...first,
      chatMessage(3, anna, 'Old', start + 2, { restoring: true }),
    ]);
    const moved = nextAnnouncements(initial, restored, say);
    expect(moved).toEqual({ index: 3, ended: false, batch: 0, lines: [] });
    const fresh = buildTranscriptItems([chatMessage(1, anna, 'New chat', start + 10)]);
    expect(nextAnnouncements(moved, fresh, say).lines).toEqual([
      { key: '1-message-1', text: 'webchat.transcript.said(Anna): New chat' },
    ]);
  });

  it('keeps the log of what was said across renders of the same rows', () => {
    const log = createSpeechLog(buildTranscriptItems(first));
    const grown = buildTranscriptItems([...first], [], true);
    const said = log.next(grown, say);
    expect(said.lines).toEqual([
      { key: '1-ended', text: 'webchat.transcript.systemSaid: webchat.notices.chatEnded' },
    ]);
    expect(log.next(grown, say)).toBe(said);
  });
});

describe('spokenPrefix of injected messages', () => {
  it('names the site’s sender; a system line stays the system', () => {
    const named = injectedMessage(
      [],
      { id: 'a', type: 'text', name: 'Acme', text: 'Hi', custom: false },
      start,
    );
    expect(spokenPrefix(named.from, translate)).toBe('webchat.transcript.said(Acme)');
    expect(senderName(named.from, translate)).toBe('Acme');
    expect(spokenPrefix(system, translate)).toBe('webchat.transcript.systemSaid');
  });
});
