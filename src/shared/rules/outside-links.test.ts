import { describe, expect, it } from 'vitest';
import { outsideLinksIn } from './outside-links.ts';

const APP_URL = 'https://app.emberpath.example';

describe('outside links in staff’s words', () => {
  it.each([
    ['Hi {name}, "{quest}" is waiting.', []],
    ['Open https://app.emberpath.example/quests today.', []],
    ['See app.emberpath.example/quests, it helps.', []],
    ['Reply to help@emberpath-support.example with questions.', []],
    ['Realm 2 - Structure: 1.5 hours, e.g. tonight.', []],
    ['Read https://evil.example/login now', ['https://evil.example/login']],
    ['Read http://app.emberpath.example/quests', ['http://app.emberpath.example/quests']],
    ['Go to www.evil.example.', ['www.evil.example']],
    ['Go to evil.example/path?x=1!', ['evil.example/path?x=1']],
    ['Try evil.example', ['evil.example']],
    [
      '(https://app.emberpath.example.evil.example)',
      ['https://app.emberpath.example.evil.example'],
    ],
    [
      'https://app.emberpath.example@evil.example/',
      ['https://app.emberpath.example@evil.example/'],
    ],
    ['https://app.emberpath.example:8443/', ['https://app.emberpath.example:8443/']],
    ['ftp://files.evil.example/a', ['ftp://files.evil.example/a']],
    ['Both https://app.emberpath.example/ and HTTPS://EVIL.EXAMPLE', ['HTTPS://EVIL.EXAMPLE']],
  ])('in %j finds %j', (text, expected) => {
    expect(outsideLinksIn(text, APP_URL)).toEqual(expected);
  });
});
