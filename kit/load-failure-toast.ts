import { useEffect } from 'react';
import { showToast, TOAST_DURATION_MS } from '../ui/toaster.tsx';

/**
 * Raises `message` as an error toast each time `error` becomes a new failure (002 §8: a report that fails to load
 * says so as a toast, beside the page's retry). The message is the toast's id, so a refetch failing again while
 * the toast is up does not stack a second one.
 */
export function useLoadFailureToast(error: unknown, message: string | undefined): void {
  useEffect(() => {
    if (error && message) showToast({ id: message, type: 'error', title: message, duration: TOAST_DURATION_MS });
  }, [error, message]);
}

/** An info toast when `when` turns true (a page telling why its figures are empty); the message is its id. */
export function useNoticeToast(when: boolean, message: string): void {
  useEffect(() => {
    if (when) showToast({ id: message, type: 'info', title: message, duration: TOAST_DURATION_MS });
  }, [when, message]);
}
