import { useEffect } from 'react';

/** Names the browser tab after the screen, so screen-reader users and tab lists know where they are. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Offerwell`;
  }, [title]);
}
