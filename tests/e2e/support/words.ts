import type { Locator } from '@playwright/test';

/**
 * The words of the text in `el` (split after each space and hyphen) that the browser drew over
 * more than one line: text wraps between its words, never inside one, when its words fit.
 */
export async function wordsSplit(el: Locator): Promise<string[]> {
  return el.evaluate((root) => {
    const split: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const whole = text.textContent ?? '';
      for (const match of whole.matchAll(/[^\s-]+-?/g)) {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        if (tops.size > 1) split.push(match[0]);
      }
    }
    // Nothing drawn is nothing checked.
    return root.textContent?.trim() ? split : ['(no text)'];
  });
}
