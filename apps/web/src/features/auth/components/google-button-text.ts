export type GoogleButtonContext = 'login' | 'signup';

export const googleButtonText = (context: GoogleButtonContext) =>
  context === 'signup' ? 'Sign up with Google' : 'Sign in with Google';
