import { describe, expect, it } from 'vitest';
import { injectedMessage } from '../chat-session/chat-session.logic';
import { injectedLook } from './transcript-injected';
import { chatMessage, anna } from './transcript.fixtures';

const inject = (bubble?: Record<string, unknown>, type: 'text' | 'html' = 'text') =>
  injectedMessage(
    [],
    {
      id: 'i1',
      type,
      name: 'Site',
      text: '<b>Hi</b>',
      custom: true,
      ...(bubble ? { bubble } : {}),
    },
    1000,
  );

describe('injectedLook', () => {
  it('is undefined for a message the chat sent or received', () => {
    expect(injectedLook(chatMessage(1, anna, 'Hello', 1000))).toBeUndefined();
  });

  it('shows name and time, no colours, when the site gives no hints', () => {
    expect(injectedLook(inject())).toEqual({
      custom: true,
      html: false,
      showName: true,
      showTime: true,
    });
  });

  it('reads fill, radius, direction and hides name and time on request', () => {
    const look = injectedLook(
      inject({ fill: '#00ff00', radius: 8, direction: 'right', name: false, time: false }, 'html'),
    );
    expect(look).toEqual({
      custom: true,
      html: true,
      fill: '#00ff00',
      radius: '8px',
      direction: 'right',
      showName: false,
      showTime: false,
    });
  });

  it('drops values that are not a plain colour or length', () => {
    const look = injectedLook(
      inject({
        fill: 'red; background: url(https://x.test/a.png)',
        radius: 'var(--x)',
        direction: 'up',
      }),
    );
    expect(look).toEqual({ custom: true, html: false, showName: true, showTime: true });
    expect(injectedLook(inject({ fill: 'rgb(10, 20, 30)', radius: '4px 8px' }))).toMatchObject({
      fill: 'rgb(10, 20, 30)',
      radius: '4px 8px',
    });
  });
});
