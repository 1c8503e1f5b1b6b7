// spec buyer §9 timers used across the app shell.
export const ERROR_BANNER_MS = 5_000;
export const ALERT_MS = 3_000;
