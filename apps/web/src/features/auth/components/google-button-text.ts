import type { TextKey } from '@lutong/shared';

export type GoogleButtonContext = 'login' | 'signup';

/** The Google button's text (namespace auth) for the page it is on. */
export const googleButtonKey = (context: GoogleButtonContext): TextKey<'auth'> =>
  context === 'signup' ? 'signUpWithGoogle' : 'signInWithGoogle';
