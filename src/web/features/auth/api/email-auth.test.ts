import { describe, expect, it } from 'vitest';
import { toasterDemand } from '#web/lib/toaster-demand.ts';
import { preloadAuthClient } from './email-auth.ts';

describe('warming the sign-in form', () => {
  it('loads the toaster with the auth client, so an answer lost offline can still be said', () => {
    expect(toasterDemand.isWanted()).toBe(false);
    preloadAuthClient();
    expect(toasterDemand.isWanted()).toBe(true);
  });
});
