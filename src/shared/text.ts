/** Folds text for case-insensitive search with Turkish letters: 'İlker' → 'ilker', 'IŞIK' → 'ışık'. */
export function foldTurkish(value: string): string {
  return value.toLocaleLowerCase('tr-TR').normalize('NFC').trim();
}
