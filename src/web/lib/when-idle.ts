/**
 * Runs `task` once the page has loaded and the browser is idle (within 5 s),
 * so work that the first screen does not need stays off its first paint and
 * its hydration.
 */
export function runWhenIdle(task: () => void): void {
  const whenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 5000 });
    else setTimeout(task, 1000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
