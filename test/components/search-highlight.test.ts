import { afterEach, describe, expect, test } from 'vitest';
import { highlightTerms, MAX_MARKS, wordPattern } from '../../src/search/highlightTerms.ts';
import { markWords } from '../../src/search/highlight.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

/** Mark a page of `html` for the values of `?highlight=`; the marked words. */
function marked(html: string, ...values: string[]): string[] {
  document.body.innerHTML = `<main>${html}</main>`;
  const pattern = wordPattern(highlightTerms(values));
  if (pattern) markWords(document.querySelector('main')!, pattern);
  return [...document.querySelectorAll('mark.pagefind-highlight')].map((m) => m.textContent ?? '');
}

describe('the words a landed page marks', () => {
  test('only words of three letters or more that are not stop words', () => {
    expect(highlightTerms(['e'])).toEqual([]);
    expect(highlightTerms(['a can'])).toEqual([]);
    expect(highlightTerms(['how many men can a gun kill'])).toEqual(['men', 'gun', 'kill']);
    expect(highlightTerms(['prisoners', 'escort', 'Prisoners'])).toEqual(['prisoners', 'escort']);
  });

  test('?highlight=e and ?highlight=a%20can mark nothing, though the page is full of them', () => {
    const page = '<p>A man can see every enemy; a gun can be taken. Each and every one.</p>';
    expect(marked(page, 'e')).toEqual([]);
    expect(marked(page, 'a can')).toEqual([]);
  });

  test('whole words only, with their plurals and accents, never inside another word or a widget', () => {
    const page =
      '<p>The gun and the guns; a gunner is not a gun. A mêlée, two melees.</p><div ' +
      'data-pagefind-ignore="all">gun</div>';
    expect(marked(page, 'gun', 'melee')).toEqual(['gun', 'guns', 'gun', 'mêlée', 'melees']);
  });

  test(`never more than ${MAX_MARKS} places`, () => {
    expect(marked(`<p>${'gun '.repeat(3 * MAX_MARKS)}</p>`, 'gun')).toHaveLength(MAX_MARKS);
  });
});
