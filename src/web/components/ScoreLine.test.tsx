// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { freshDomRoot } from '../../../tests/support/dom-root.js';
import { ScoreLine } from './ScoreLine.js';

const dom = freshDomRoot();

describe('a score line', () => {
  it('reads as one sentence and keeps each set on one line, breaking only between sets', async () => {
    await act(async () => {
      dom.root().render(
        <MantineProvider>
          <ScoreLine
            player1="Hüseyin Çelik"
            player2="Mustafa Demir"
            score="6-4 3-6 10-8"
            winner="Hüseyin Çelik"
          />
        </MantineProvider>,
      );
    });
    const line = document.querySelector('p')!;
    expect(line.textContent).toBe(
      'Skor (Hüseyin Çelik – Mustafa Demir): 6-4 3-6 10-8 · Kazanan: Hüseyin Çelik',
    );
    const sets = [...line.querySelectorAll('b span')] as HTMLElement[];
    expect(sets.map((s) => [s.textContent, s.style.whiteSpace])).toEqual([
      ['6-4', 'nowrap'],
      ['3-6', 'nowrap'],
      ['10-8', 'nowrap'],
    ]);
  });
});
