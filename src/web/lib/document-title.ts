import { useEffect } from 'react';

// The screen's own title and, on a screen about someone or something, its name in front of it.
let screen = '';
let subject = '';

function apply() {
  document.title = [subject, screen, 'Raket'].filter(Boolean).join(' · ');
}

/** The browser tab's title for the screen shown: "Bildirimler · Raket". */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    screen = title;
    apply();
  }, [title]);
}

/**
 * Puts what the screen shows in front of its title once known: "Ayşe Yılmaz · Oyuncu · Raket".
 * Independent of the order the screen's and the page's effects run in.
 */
export function useTitleSubject(name: string | undefined) {
  useEffect(() => {
    subject = name ?? '';
    apply();
    return () => {
      subject = '';
      apply();
    };
  }, [name]);
}
