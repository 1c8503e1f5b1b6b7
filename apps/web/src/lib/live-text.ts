import catalogue from '../../../../packages/shared/src/i18n/catalogue/live.json';

// The live part's texts (issue 23): English for now, from the shared catalogue; the i18n core's
// hook replaces this one function.
export type LiveTextKey = keyof typeof catalogue;

export const liveText = (key: LiveTextKey, values: Record<string, string | number> = {}): string =>
  catalogue[key].en.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
