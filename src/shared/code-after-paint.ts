/**
 * The drawn pages' only inline script (decision 031). A drawn page paints
 * from its HTML; its code only makes it answer. This script starts fetching
 * that code once the browser reports the page's first contentful paint (not
 * its first paint, which on a busy machine can be the background alone), so
 * that paint never waits for a script to arrive, compile or hydrate (on a
 * phone whose service worker answers at once, it could), and nothing
 * competes with the page for the connection. The cost is the frame or two
 * between drawing the page and reporting it. In a hidden tab there is no
 * paint to wait for; a browser without paint timing waits for the frame.
 *
 * Its text never changes, so the Content-Security-Policy allows it by hash
 * (src/server/http/security-headers.ts); what it loads comes from its data
 * attributes.
 */
export const CODE_AFTER_PAINT_SCRIPT = [
  '(() => {',
  '  const { entry, preloads } = document.currentScript.dataset;',
  '  const add = (tag, props) => document.head.append(Object.assign(document.createElement(tag), props));',
  '  const load = () => {',
  "    for (const href of preloads.split(' ').filter(Boolean)) add('link', { rel: 'modulepreload', href });",
  "    add('script', { type: 'module', src: entry });",
  '  };',
  "  if (document.visibilityState === 'hidden') return load();",
  "  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {",
  '    return requestAnimationFrame(() => setTimeout(load));',
  '  }',
  '  new PerformanceObserver((entries, observer) => {',
  "    if (!entries.getEntriesByName('first-contentful-paint').length) return;",
  '    observer.disconnect();',
  '    load();',
  "  }).observe({ type: 'paint', buffered: true });",
  '})();',
].join('\n');

/** The script's element, loading `entry` after the first paint with `preloads` beside it. */
export function codeAfterPaintElement(entry: string, preloads: readonly string[]): string {
  const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return `<script data-entry="${attribute(entry)}" data-preloads="${attribute(preloads.join(' '))}">${CODE_AFTER_PAINT_SCRIPT}</script>`;
}
