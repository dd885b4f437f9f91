/**
 * A widget in a book to take away: its default drawing (drawn at build time, as every widget's
 * opening state is) where it stands, with a sentence naming it and a link to the live widget on
 * the site. The controls, which do nothing on paper or in an e-reader, are left out.
 */
import { parse, type HTMLElement } from 'node-html-parser';

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** The drawing of the widget in `slot` (a `.widget-slot`), as a figure linking to `chapterHref`. */
export function staticWidget(slot: HTMLElement, chapterHref: string): HTMLElement {
  const widget = slot.querySelector('section.widget');
  const titleId = widget?.getAttribute('aria-labelledby')?.split(/\s+/)[0] ?? '';
  const title = (titleId && slot.querySelector(`[id="${titleId}"]`)?.text.trim()) || 'An interactive widget';
  const live = `${chapterHref}${titleId ? `#${titleId}` : ''}`;
  const drawing = widget && largestSvg(widget);
  const what = drawing
    ? 'its opening case, as the online edition draws it before you change anything'
    : 'a calculator that works the rules in the online edition';
  const figure = parse(
    `<figure class="print-widget"><figcaption>${escape(title)}: ${what}. ` +
      `<a href="${escape(live)}" data-live="">Use it live</a>.</figcaption></figure>`,
  ).firstChild as HTMLElement;
  if (widget && drawing) figure.insertAdjacentHTML('afterbegin', pruneTo(widget, drawing).toString());
  return figure;
}

/** The widget's main drawing: its largest SVG (the board, the mêlée's men), not a legend's swatch. */
function largestSvg(root: HTMLElement): HTMLElement | undefined {
  let best: HTMLElement | undefined;
  for (const svg of root.querySelectorAll('svg')) {
    if (!best || svg.toString().length > best.toString().length) best = svg;
  }
  return best;
}

/**
 * `root`, pruned (in place) to the path down to `target` and `target` itself: the drawing keeps
 * the classes of the elements around it, which the stylesheet draws it by.
 */
function pruneTo(root: HTMLElement, target: HTMLElement): HTMLElement {
  for (let el: HTMLElement = target; el !== root && el.parentNode; el = el.parentNode) {
    const parent = el.parentNode;
    parent.childNodes.length = 0;
    parent.appendChild(el);
  }
  root.removeAttribute('aria-labelledby');
  root.removeAttribute('aria-describedby');
  for (const el of [root, ...root.querySelectorAll('*')]) el.removeAttribute('tabindex');
  return root;
}
