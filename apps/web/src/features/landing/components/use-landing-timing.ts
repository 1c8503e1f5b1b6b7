import { useEffect, useState } from 'react';

// The landing page's mascot delay runs once per page load (product §11: 2 s on first load),
// not again each time a visitor comes back to / within the app.
let servedOnce = false;

/** True for `ms` after the landing page first shows in this page load. */
export function useFirstLoadDelay(ms: number): boolean {
  const [waiting, setWaiting] = useState(() => !servedOnce);
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setTimeout(() => {
      servedOnce = true;
      setWaiting(false);
    }, ms);
    return () => window.clearTimeout(timer);
  }, [waiting, ms]);
  return waiting;
}

/**
 * Becomes true, for good, once the page is scrolled past `threshold` pixels (product §11), or
 * when the page is too short to be scrolled that far.
 */
export function useScrolledPast(threshold: number, enabled = true): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (past || !enabled) return;
    const check = () => {
      const scrollable = document.documentElement.scrollHeight - window.innerHeight;
      if (window.scrollY > threshold || scrollable <= threshold) setPast(true);
    };
    const frame = window.requestAnimationFrame(check);
    window.addEventListener('scroll', check, { passive: true });
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', check);
    };
  }, [past, threshold, enabled]);
  return past;
}
