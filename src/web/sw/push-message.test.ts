import { describe, expect, it } from 'vitest';
import { clickTarget, readPushMessage } from './push-message.ts';

describe('readPushMessage', () => {
  it('takes the server’s message as it is', () => {
    const message = {
      title: 'Time for your daily check-in',
      body: 'Today’s prompt',
      url: '/',
      tag: 'checkin-reminder',
    };
    expect(readPushMessage(message)).toEqual(message);
  });

  it('still shows something for a push without a usable body', () => {
    expect(readPushMessage(null)).toMatchObject({ title: 'Emberpath', url: '/' });
    expect(readPushMessage({ title: '  ', url: 42 })).toMatchObject({
      title: 'Emberpath',
      url: '/',
    });
  });
});

describe('clickTarget', () => {
  const origin = 'https://emberpath.app';

  it('opens a page of the app', () => {
    expect(clickTarget('/quests?realm=2', origin)).toBe('https://emberpath.app/quests?realm=2');
  });

  it('never leaves the app', () => {
    expect(clickTarget('https://evil.example/x', origin)).toBe('https://emberpath.app/');
    expect(clickTarget('//evil.example/x', origin)).toBe('https://emberpath.app/');
  });
});
