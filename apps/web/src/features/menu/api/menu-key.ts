/** The key of a seller's menu in the query cache (the page's HTML may bring it, app.tsx). */
export const menuQueryKey = (chefId: string) => ['menu', chefId] as const;
