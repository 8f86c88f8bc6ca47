/**
 * The address a sign-up in this tab sent its "Confirm your email" link to,
 * kept so that "Check your inbox" survives a reload (sessionStorage: the tab
 * only, forgotten when it closes). Storage may be unavailable: then the
 * state lasts as long as the page.
 */
const AWAITED_CONFIRMATION_KEY = 'emberpath-awaited-confirmation';

export function readAwaitedConfirmation(): string | null {
  try {
    return sessionStorage.getItem(AWAITED_CONFIRMATION_KEY);
  } catch {
    return null;
  }
}

export function rememberAwaitedConfirmation(email: string | null): void {
  try {
    if (email) sessionStorage.setItem(AWAITED_CONFIRMATION_KEY, email);
    else sessionStorage.removeItem(AWAITED_CONFIRMATION_KEY);
  } catch {
    // Storage unavailable: the state stays on screen until the page is left.
  }
}
