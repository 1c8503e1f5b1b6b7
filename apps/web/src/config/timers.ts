// product §11 timers used across the app shell.
export const ERROR_BANNER_MS = 5_000;
export const ALERT_MS = 3_000;
// product §2, §11: the rewards banners, 5 s on the landing page and 8 s on the bazaar.
export const LANDING_REWARDS_BANNER_MS = 5_000;
export const BAZAAR_REWARDS_BANNER_MS = 8_000;
