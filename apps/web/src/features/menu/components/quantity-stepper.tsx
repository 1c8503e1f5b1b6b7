/** product §7: the menu stepper stops at 6 per dish. */
export const MENU_STEPPER_MAX = 6;
