import { useEffect, useRef } from 'react';

/** 000 §9 storage key: the loan-lead list's filter, sort and view, restored when the list opens without its own. */
export const LOAN_LEAD_FILTER_KEY = 'loanLeadFilter';

/**
 * Keeps a list's search in localStorage under `key`: a visit with an empty search gets the saved one back (replacing
 * the URL), every change is saved.
 */
export function useRememberedSearch<S extends object>(key: string, search: S, restore: (saved: S) => void): void {
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current) {
      localStorage.setItem(key, JSON.stringify(search));
      return;
    }
    restored.current = true;
    const empty = Object.values(search).every((value) => value === undefined);
    const saved = localStorage.getItem(key);
    if (empty && saved) {
      try {
        restore(JSON.parse(saved) as S);
      } catch {
        localStorage.removeItem(key);
      }
    }
  }, [key, search, restore]);
}
