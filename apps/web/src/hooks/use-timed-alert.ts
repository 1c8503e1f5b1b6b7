import { useCallback, useEffect, useRef, useState } from 'react';
import { ALERT_MS, ERROR_BANNER_MS } from '../config/timers';
import type { FlashTone } from '../lib/flash';

export type TimedAlert = { id: number; message: string; tone: FlashTone; durationMs?: number };

// product §11: error banners stay 5 s, other alerts 3 s. Showing a message again restarts it.
// A caller may time one message itself where the spec says so (the address errors are 3 s alerts).
export function alertDuration(tone: FlashTone): number {
  return tone === 'error' ? ERROR_BANNER_MS : ALERT_MS;
}

export function useTimedAlert(initial: Omit<TimedAlert, 'id'> | null = null) {
  const nextId = useRef(1);
  const [alert, setAlert] = useState<TimedAlert | null>(initial ? { ...initial, id: 0 } : null);

  useEffect(() => {
    if (!alert) return;
    const timer = window.setTimeout(
      () => setAlert(null),
      alert.durationMs ?? alertDuration(alert.tone),
    );
    return () => window.clearTimeout(timer);
  }, [alert]);

  const show = useCallback((message: string, tone: FlashTone = 'info', durationMs?: number) => {
    setAlert({ id: nextId.current++, message, tone, ...(durationMs ? { durationMs } : {}) });
  }, []);
  const dismiss = useCallback(() => setAlert(null), []);

  return { alert, show, dismiss };
}
