/**
 * "Cite": loaded by the page's bootstrap (src/components/chrome/PreviewScript.astro) on the
 * reader's first click of a Cite button, never before; opens the panel for the place the button
 * stands for.
 */
import { openPanel } from './panel.ts';
import { targetOf } from './target.ts';

/** Open (or, if it is open for this button, close) the Cite panel of `button`. */
export function open(button: Element): void {
  if (!(button instanceof HTMLElement)) return;
  const panel = document.getElementById('cite-panel');
  if (panel?.previousElementSibling === button && panel.matches(':popover-open')) {
    panel.hidePopover();
    return;
  }
  const target = targetOf(button);
  if (target) openPanel(button, target);
}
