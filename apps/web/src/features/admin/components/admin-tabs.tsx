import { useRef, type KeyboardEvent } from 'react';
import { useTexts } from '../../../i18n/use-texts';

export type AdminTab = 'applications' | 'sellers' | 'links' | 'refunds' | 'payouts';

export const adminTabs = [
  { value: 'applications', label: 'tabApplications' },
  { value: 'sellers', label: 'tabSellers' },
  { value: 'links', label: 'tabLinks' },
  { value: 'refunds', label: 'tabRefunds' },
  { value: 'payouts', label: 'tabPayouts' },
] as const satisfies readonly { value: AdminTab; label: string }[];

export const tabId = (tab: AdminTab) => `admin-tab-${tab}`;
export const panelId = (tab: AdminTab) => `admin-panel-${tab}`;

export function isAdminTab(value: string | null): value is AdminTab {
  return adminTabs.some((each) => each.value === value);
}

const tabMoves: Partial<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

type AdminTabsProps = { current: AdminTab; onChange: (tab: AdminTab) => void };

/** WAI-ARIA tabs: one tab stop, arrow keys, Home and End move between the sections. */
export function AdminTabs({ current, onChange }: AdminTabsProps) {
  const refs = useRef(new Map<AdminTab, HTMLButtonElement>());
  const { t } = useTexts('admin');

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = tabMoves[event.key];
    if (!move) return;
    const index = adminTabs.findIndex((each) => each.value === current);
    const tab = adminTabs[move(index, adminTabs.length)];
    if (!tab) return;
    event.preventDefault();
    onChange(tab.value);
    refs.current.get(tab.value)?.focus();
  };

  return (
    <div className="admin-tabs" role="tablist" aria-label={t('eyebrow')} onKeyDown={onKeyDown}>
      {adminTabs.map((tab) => {
        const selected = tab.value === current;
        return (
          <button
            key={tab.value}
            ref={(node) => {
              if (node) refs.current.set(tab.value, node);
              else refs.current.delete(tab.value);
            }}
            type="button"
            role="tab"
            id={tabId(tab.value)}
            aria-selected={selected}
            aria-controls={selected ? panelId(tab.value) : undefined}
            tabIndex={selected ? 0 : -1}
            className="admin-tabs__tab"
            onClick={() => onChange(tab.value)}
          >
            {t(tab.label)}
          </button>
        );
      })}
    </div>
  );
}
