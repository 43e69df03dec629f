import { describe, expect, it } from 'vitest';
import type { ChatMessage, MessageSender } from '../../transports/chat.types';
import { idleNotice, idleNoticeText, parseSurveyNotice } from './chat-notices';

const system: MessageSender = { id: '0', type: 'System', name: 'system' };
const gss: MessageSender = { id: '9', type: 'Agent', name: '_GCTI_GSS' };
const anna: MessageSender = { id: '2', type: 'Agent', name: 'Anna' };

function message(overrides: Partial<ChatMessage>): ChatMessage {
  return {
    index: 5,
    type: 'CustomNotice',
    text: '',
    timestamp: 0,
    html: false,
    userData: {},
    from: system,
    isTyping: false,
    restoring: false,
    eventAttributes: {},
    ...overrides,
  };
}

const survey = JSON.stringify({
  Survey_URL: 'https://survey.test/s/42?lang=en',
  Cancel_URL: 'http://survey.test/cancel/42',
});

describe('parseSurveyNotice', () => {
  it('reads the survey and cancel URLs of the system participant’s custom notice', () => {
    const expected = {
      surveyUrl: 'https://survey.test/s/42?lang=en',
      cancelUrl: 'http://survey.test/cancel/42',
    };
    expect(parseSurveyNotice(message({ text: survey }))).toEqual(expected);
    expect(parseSurveyNotice(message({ text: survey, from: gss }))).toEqual(expected);
  });

  it('ignores other senders and other message types', () => {
    expect(parseSurveyNotice(message({ text: survey, from: anna }))).toBeUndefined();
    expect(parseSurveyNotice(message({ text: survey, type: 'Notice' }))).toBeUndefined();
    expect(parseSurveyNotice(message({ text: survey, type: 'Message' }))).toBeUndefined();
  });

  it('ignores text that is not JSON or lacks a URL', () => {
    expect(parseSurveyNotice(message({ text: 'Take our survey' }))).toBeUndefined();
    expect(parseSurveyNotice(message({ text: '' }))).toBeUndefined();
    expect(parseSurveyNotice(message({ text: 'null' }))).toBeUndefined();
    expect(
      parseSurveyNotice(message({ text: JSON.stringify({ Survey_URL: 'https://survey.test' }) })),
    ).toBeUndefined();
    expect(
      parseSurveyNotice(
        message({ text: JSON.stringify({ Survey_URL: 42, Cancel_URL: 'https://x.test' }) }),
      ),
    ).toBeUndefined();
  });

  it('accepts only http and https URLs', () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,hi', 'ftp://survey.test', 'survey']) {
      const text = JSON.stringify({ Survey_URL: url, Cancel_URL: 'https://survey.test/c' });
      expect(parseSurveyNotice(message({ text })), url).toBeUndefined();
      const cancel = JSON.stringify({ Survey_URL: 'https://survey.test/s', Cancel_URL: url });
      expect(parseSurveyNotice(message({ text: cancel })), url).toBeUndefined();
    }
  });
});

describe('idleNotice', () => {
  it('numbers alerts after the ones already shown', () => {
    expect(idleNotice(message({ type: 'IdleAlert', from: system }), 0)).toEqual({
      kind: 'alert',
      number: 1,
    });
    expect(idleNotice(message({ type: 'IdleAlert' }), 1)).toEqual({ kind: 'alert', number: 2 });
  });

  it('reads an IdleClose as the close', () => {
    expect(idleNotice(message({ type: 'IdleClose' }), 2)).toEqual({ kind: 'close', number: 3 });
  });

  it('gives a countdown when the next timer type is CLOSE, from the message or the answer', () => {
    expect(
      idleNotice(
        message({ type: 'IdleAlert', userData: { 'next-timer-type': 'CLOSE', timeout: '45' } }),
        0,
      ),
    ).toEqual({ kind: 'alert', number: 1, countdownSeconds: 45, closesAt: 45_000 });
    expect(
      idleNotice(
        message({
          type: 'IdleAlert',
          eventAttributes: { 'idle-control': { nextTimerType: 'close', idleTimerExpire: 30 } },
        }),
        1,
      ),
    ).toEqual({ kind: 'alert', number: 2, countdownSeconds: 30, closesAt: 30_000 });
    expect(
      idleNotice(message({ type: 'IdleAlert', eventAttributes: { TIMER_TYPE: 'CLOSE' } }), 0, 60),
    ).toEqual({ kind: 'alert', number: 1, countdownSeconds: 60, closesAt: 60_000 });
  });

  it('closes the countdown seconds after the alert was sent, not after it was read', () => {
    const sent = 1_700_000_000_000;
    const alert = message({
      type: 'IdleAlert',
      timestamp: sent,
      eventAttributes: { 'next-timer-type': 'CLOSE', 'next-timeout': 30 },
    });
    expect(idleNotice(alert, 0)?.closesAt).toBe(sent + 30_000);
    expect(idleNotice({ ...alert, restoring: true }, 0)?.closesAt).toBe(sent + 30_000);
  });

  it('gives no countdown when the next timer is not the close, or its time is unknown', () => {
    expect(
      idleNotice(message({ type: 'IdleAlert', userData: { 'next-timer-type': 'ALERT' } }), 0, 60),
    ).toEqual({ kind: 'alert', number: 1 });
    expect(idleNotice(message({ type: 'IdleAlert' }), 0, 60)).toEqual({ kind: 'alert', number: 1 });
    expect(
      idleNotice(message({ type: 'IdleAlert', userData: { 'next-timer-type': 'CLOSE' } }), 0),
    ).toEqual({ kind: 'alert', number: 1 });
    expect(
      idleNotice(
        message({ type: 'IdleAlert', userData: { 'next-timer-type': 'CLOSE', timeout: 'soon' } }),
        0,
        Number.NaN,
      ),
    ).toEqual({ kind: 'alert', number: 1 });
    expect(
      idleNotice(
        message({ type: 'IdleAlert', userData: { 'next-timer-type': 'CLOSE', timeout: '' } }),
        0,
        12.4,
      ),
    ).toEqual({ kind: 'alert', number: 1, countdownSeconds: 12, closesAt: 12_000 });
  });

  it('ignores other message types', () => {
    expect(idleNotice(message({ type: 'Notice' }), 0)).toBeUndefined();
    expect(idleNotice(message({ type: 'Message' }), 0, 30)).toBeUndefined();
  });
});

describe('idleNoticeText', () => {
  it('gives the first and second alert texts, the second for later alerts too, and the close text', () => {
    expect(idleNoticeText({ kind: 'alert', number: 1 })).toEqual({
      key: 'webchat.notices.idleAlert1',
    });
    expect(idleNoticeText({ kind: 'alert', number: 2, countdownSeconds: 5 })).toEqual({
      key: 'webchat.notices.idleAlert2',
    });
    expect(idleNoticeText({ kind: 'alert', number: 7 })).toEqual({
      key: 'webchat.notices.idleAlert2',
    });
    expect(idleNoticeText({ kind: 'close', number: 3 })).toEqual({
      key: 'webchat.notices.idleClose',
    });
  });
});
