/**
 * The one preview popover of a page: the platform's Popover API puts it in the top layer, Floating
 * UI places it beside its trigger (flipping and shifting to stay in view). It is placed in the
 * document right after its trigger, so Tab reaches its link next; it is a description of the
 * trigger (`aria-describedby`), never a dialog: focus stays where the reader put it.
 */
import { autoUpdate, computePosition, flip, offset, shift } from '@floating-ui/dom';
import type { Preview } from './content.ts';

const ID = 'preview-popover';
let pop: HTMLElement | undefined;
let owner: Element | undefined;
let stopUpdates: (() => void) | undefined;

/** The popover element, made once. Its text is set as text nodes only: nothing of the index is parsed as markup. */
export function popover(): HTMLElement {
  if (pop) return pop;
  pop = document.createElement('div');
  pop.id = ID;
  pop.className = 'preview';
  pop.setAttribute('popover', 'manual');
  pop.setAttribute('data-pagefind-ignore', 'all');
  pop.innerHTML =
    '<p class="preview-cite"></p><p class="preview-text"></p><p class="preview-go"><a class="preview-link"></a></p>';
  return pop;
}

/** The trigger whose preview is open, if any. */
export function openFor(): Element | undefined {
  return owner;
}

/** Show `preview` beside `trigger` (the note's marker, or the reference). */
export function show(trigger: Element, preview: Preview): void {
  const el = popover();
  if (owner && owner !== trigger) hide();
  el.querySelector('.preview-cite')!.textContent = preview.citation;
  el.querySelector('.preview-text')!.textContent = preview.text;
  const link = el.querySelector<HTMLAnchorElement>('.preview-link')!;
  link.href = preview.href;
  link.textContent = `Go to ${preview.citation}`;
  // After the trigger in reading order (after a note's whole marker, whose label and checkbox are siblings).
  (trigger.closest('.sidenote-wrap') ?? trigger).after(el);
  owner = trigger;
  trigger.setAttribute('aria-describedby', ID);
  if (typeof el.showPopover === 'function' && !el.matches(':popover-open')) el.showPopover();
  el.classList.add('preview-open');
  const place = () =>
    computePosition(trigger, el, {
      strategy: 'fixed',
      placement: 'bottom-start',
      middleware: [offset(6), flip(), shift({ padding: 8 })],
    }).then(({ x, y }) => {
      el.style.left = `${x}px`;
      el.style.top = `${y}px`;
    });
  stopUpdates?.();
  stopUpdates = autoUpdate(trigger, el, () => void place());
}

/** Close the preview; focus inside it goes back to its trigger. */
export function hide(): void {
  if (!pop || !owner) return;
  const trigger = owner;
  const hadFocus = pop.contains(document.activeElement);
  stopUpdates?.();
  stopUpdates = undefined;
  if (typeof pop.hidePopover === 'function' && pop.matches(':popover-open')) pop.hidePopover();
  pop.classList.remove('preview-open');
  trigger.removeAttribute('aria-describedby');
  owner = undefined;
  if (hadFocus && trigger instanceof HTMLElement) trigger.focus();
}
