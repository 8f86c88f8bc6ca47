/**
 * The drawn pages' only inline script (decision 031). A drawn page paints
 * from its HTML; its code only makes it answer. This script, the last
 * element of the page, starts fetching that code once the browser reports a
 * contentful paint of a frame drawn after it ran (a first contentful paint
 * or a new largest one), that is, of the whole page: so that paint never
 * waits for a script to arrive, compile or hydrate (on a phone whose service
 * worker answers at once, it could), and nothing competes with the page for
 * the connection. The first paint alone can be the background, and the first
 * contentful paint part of the page, on a busy machine; after a paint of part
 * of it, the code waits at most 200 ms more, and with no paint reported at
 * all, 3 s from the end of the page. The cost is the frame or two
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
  '  let observer;',
  '  let isLoaded = false;',
  '  const load = () => {',
  '    if (isLoaded) return;',
  '    isLoaded = true;',
  '    observer?.disconnect();',
  "    for (const href of preloads.split(' ').filter(Boolean)) add('link', { rel: 'modulepreload', href });",
  "    add('script', { type: 'module', src: entry });",
  '  };',
  "  if (document.visibilityState === 'hidden') return load();",
  "  if (!PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {",
  '    return requestAnimationFrame(() => setTimeout(load));',
  '  }',
  '  // This script ends the page: a paint reported from a frame drawn from now on shows all of it.',
  '  const parsedAt = performance.now();',
  '  // Whatever the browser reports, the page answers within 3 s.',
  '  setTimeout(load, 3000);',
  '  observer = new PerformanceObserver((entries) => {',
  '    for (const paint of entries.getEntries()) {',
  "      if (paint.name === 'first-paint') continue;",
  '      if (paint.startTime >= parsedAt) return load();',
  '      // A paint of part of the page: wait a little for the frame with all of it.',
  '      setTimeout(load, 200);',
  '    }',
  '  });',
  "  observer.observe({ type: 'paint', buffered: true });",
  "  observer.observe({ type: 'largest-contentful-paint', buffered: true });",
  '})();',
].join('\n');

/** The script's element, loading `entry` after the first paint with `preloads` beside it. */
export function codeAfterPaintElement(entry: string, preloads: readonly string[]): string {
  const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return `<script data-entry="${attribute(entry)}" data-preloads="${attribute(preloads.join(' '))}">${CODE_AFTER_PAINT_SCRIPT}</script>`;
}
