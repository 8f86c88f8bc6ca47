/**
 * Registers the service worker once the page has loaded and the browser is
 * idle: its code (workbox-window) and the precaching it starts stay out of
 * the first paint and the first-load budget (docs/decisions/002).
 */
export function registerServiceWorkerWhenIdle(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const register = () =>
    void import('./register-service-worker.ts').then((module) => module.registerServiceWorker());
  const whenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(register, { timeout: 5000 });
    else setTimeout(register, 1000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
