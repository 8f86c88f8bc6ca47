/**
 * The address a sign-up in this tab sent its "Confirm your email" link to,
 * kept so that "Check your inbox" survives a reload (sessionStorage: the tab
 * only, forgotten when it closes). Storage may be unavailable: then the
 * state lasts as long as the page. A store for useSyncExternalStore: the
 * first paint, drawn at build time, knows no tab (`noAwaitedConfirmation`).
 */
const AWAITED_CONFIRMATION_KEY = 'emberpath-awaited-confirmation';

const listeners = new Set<() => void>();
/** What is shown when storage cannot keep it. */
let heldInPage: string | null = null;

export function readAwaitedConfirmation(): string | null {
  try {
    return sessionStorage.getItem(AWAITED_CONFIRMATION_KEY) ?? heldInPage;
  } catch {
    return heldInPage;
  }
}

export const noAwaitedConfirmation = (): null => null;

export function subscribeToAwaitedConfirmation(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Remembers the address awaiting its confirmation, or (null) forgets it. */
export function rememberAwaitedConfirmation(email: string | null): void {
  heldInPage = email;
  try {
    if (email) sessionStorage.setItem(AWAITED_CONFIRMATION_KEY, email);
    else sessionStorage.removeItem(AWAITED_CONFIRMATION_KEY);
  } catch {
    // Storage unavailable: the page holds it until it is left.
  }
  for (const listener of listeners) listener();
}
