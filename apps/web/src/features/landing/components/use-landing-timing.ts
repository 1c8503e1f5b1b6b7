import { useEffect, useState } from 'react';

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
