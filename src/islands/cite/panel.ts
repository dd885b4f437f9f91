/**
 * The "Cite" panel: a non-modal dialog (the platform's `popover="auto"`: Escape and a click
 * outside close it) placed by Floating UI beside its button. It gives the citation in Chicago,
 * MLA and APA, each with a Copy button that says "Copied", and the BibTeX, RIS and CSL-JSON
 * files to download. Built with DOM calls and text nodes only.
 */
import { autoUpdate, computePosition, flip, offset, shift } from '@floating-ui/dom';
import { FORMATS, exportCitation } from '../../edition/citation/exports.ts';
import { STYLES, formatCitation, plainText, type Run } from '../../edition/citation/styles.ts';
import { citationKey, locatorOf, type CiteTarget } from '../../edition/citation/target.ts';

const ID = 'cite-panel';

/** An element with its properties and children. */
function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  ...kids: (Node | string)[]
) {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...kids);
  return node;
}

const runs = (parts: readonly Run[]) =>
  parts.map((r) => (typeof r === 'string' ? document.createTextNode(r) : el('i', {}, r.italic)));

/** What the panel calls the place: `Hellwig, § 47`, `Little Wars, p. 49`, `Little Wars, The Rules`. */
function panelTitle(t: CiteTarget): string {
  const book = t.work.key === 'hellwig' ? 'Hellwig' : 'Little Wars';
  return `Cite ${book}, ${locatorOf(t.place) ?? t.chapter}`;
}

let urls: string[] = [];
let stop: (() => void) | undefined;

/** Open the panel for `target` beside `button`, focus in it; it closes as a popover does, giving focus back. */
export function openPanel(button: HTMLElement, target: CiteTarget): HTMLElement {
  document.getElementById(ID)?.remove();
  for (const u of urls) URL.revokeObjectURL(u);
  urls = [];
  const status = el('p', { className: 'visually-hidden' });
  status.setAttribute('aria-live', 'polite');
  const title = el('p', { className: 'cite-title', id: `${ID}-title` }, panelTitle(target));
  const styles = STYLES.map((style) => {
    const text = formatCitation(target, style);
    // The visible word is the start of the name ("Copy", then "Copied"), as WCAG's label in name asks.
    const said = el('span', {}, 'Copy');
    const copy = el(
      'button',
      { type: 'button', className: 'cite-copy' },
      said,
      el('span', { className: 'visually-hidden' }, ` the ${style} citation`),
    );
    copy.addEventListener('click', () => {
      navigator.clipboard.writeText(plainText(text)).then(
        () => {
          said.textContent = 'Copied';
          status.textContent = `${style} citation copied.`;
        },
        () => {
          status.textContent = `The ${style} citation could not be copied: select its text to copy it.`;
        },
      );
    });
    return el(
      'div',
      { className: 'cite-style' },
      el('p', { className: 'cite-style-name' }, style),
      el('p', { className: 'cite-text' }, ...runs(text)),
      copy,
    );
  });
  const downloads = FORMATS.map((f) => {
    const url = URL.createObjectURL(new Blob([exportCitation(target, f.name)], { type: f.type }));
    urls.push(url);
    const a = el('a', { href: url, download: `${citationKey(target)}.${f.ext}` }, f.name);
    return el('li', {}, a);
  });
  const close = el('button', { type: 'button', className: 'cite-close' }, 'Close');
  const panel = el(
    'div',
    { id: ID, className: 'cite-panel' },
    title,
    ...styles,
    el('p', { className: 'cite-style-name' }, 'Download'),
    el('ul', { className: 'cite-downloads' }, ...downloads),
    close,
    status,
  );
  panel.setAttribute('role', 'dialog');
  panel.setAttribute('aria-labelledby', title.id);
  panel.setAttribute('popover', 'auto');
  panel.setAttribute('data-pagefind-ignore', 'all');
  button.after(panel);
  close.addEventListener('click', () => panel.hidePopover());
  panel.addEventListener('toggle', (e) => {
    if ((e as ToggleEvent).newState !== 'closed') return;
    stop?.();
    button.setAttribute('aria-expanded', 'false');
    if (!document.activeElement || document.activeElement === document.body || panel.contains(document.activeElement))
      button.focus();
  });
  panel.showPopover();
  button.setAttribute('aria-expanded', 'true');
  stop = autoUpdate(button, panel, () => {
    void computePosition(button, panel, {
      strategy: 'fixed',
      placement: 'bottom-start',
      middleware: [offset(6), flip(), shift({ padding: 8 })],
    }).then(({ x, y }) => {
      panel.style.left = `${x}px`;
      panel.style.top = `${y}px`;
    });
  });
  styles[0]?.querySelector('button')?.focus();
  return panel;
}
