/**
 * Takes the creator to what just appeared: `region` scrolled to the middle of
 * the window (clear of the sticky header and a phone's tab bar) and `target`
 * focused, so the keyboard and a screen reader are where the eyes are. The
 * scroll glides unless the device asks for reduced motion.
 */
export function bringIntoFocus(target: HTMLElement, region: HTMLElement = target): void {
  const isMotionReduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  region.scrollIntoView({ block: 'center', behavior: isMotionReduced ? 'auto' : 'smooth' });
  target.focus({ preventScroll: true });
}
