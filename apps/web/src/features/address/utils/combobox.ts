// Keyboard movement in the suggestion listbox (WAI-ARIA combobox pattern). -1 means no option is
// active: the text box itself has the focus and Enter is refused (product §7).
export type ListKey = 'ArrowDown' | 'ArrowUp' | 'Home' | 'End';

export function isListKey(key: string): key is ListKey {
  return key === 'ArrowDown' || key === 'ArrowUp' || key === 'Home' || key === 'End';
}

export function nextActiveIndex(current: number, key: ListKey, count: number): number {
  if (count <= 0) return -1;
  switch (key) {
    case 'ArrowDown':
      return current >= count - 1 ? 0 : current + 1;
    case 'ArrowUp':
      return current <= 0 ? count - 1 : current - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
  }
}
