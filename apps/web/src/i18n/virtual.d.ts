// The catalogue's modules made by vite-i18n.ts (decision 044).
declare module 'virtual:lb-i18n/loaders/*' {
  import type { Messages } from '@lingui/core';
  export const loaders: Record<string, () => Promise<{ default: Messages }>>;
}

declare module 'virtual:lb-i18n/all' {
  import type { Messages } from '@lingui/core';
  const all: Record<string, Messages>;
  export default all;
}
