import { useEffect } from 'react';

/** The browser tab's title for the screen shown: "Bildirimler · Raket". */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · Raket`;
  }, [title]);
}
