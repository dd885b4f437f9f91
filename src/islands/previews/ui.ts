/**
 * Previews of references and notes, loaded on the reader's first hover, focus or tap by the
 * page's idle bootstrap (src/components/chrome/PreviewScript.astro), which hands every later
 * event on to `handle`. Mouse: the preview opens after a short pause on the reference and stays
 * while the pointer moves into it (a grace delay), so its link can be clicked. Keyboard: focus
 * opens it after a short delay, Escape closes it, focus stays on the reference. Touch: the first
 * tap opens it with its "Go to" link (the bootstrap held the tap back), a second tap follows the
 * reference.
 */
import { noteOf, previewOf } from './content.ts';
import { hide, openFor, popover, show } from './popover.ts';

/** Milliseconds of hover before a preview opens, of focus before it opens, and of grace before it closes. */
const HOVER_DELAY = 300;
const FOCUS_DELAY = 500;
const GRACE = 300;

let showTimer: ReturnType<typeof setTimeout> | undefined;
let hideTimer: ReturnType<typeof setTimeout> | undefined;
let wired = false;

function cancel() {
  clearTimeout(showTimer);
  clearTimeout(hideTimer);
}

/** The element a preview is placed beside: a note's marker label, or the reference itself. */
function anchorOf(el: Element): Element {
  return noteOf(el) ? (el.closest('.sidenote-wrap')?.querySelector('.sidenote-mark') ?? el) : el;
}

async function open(el: Element, still: () => boolean) {
  const preview = await previewOf(el).catch((e: unknown) => {
    console.warn('Preview could not load', e);
    return undefined;
  });
  if (preview && still()) show(anchorOf(el), preview);
}

function closeSoon() {
  clearTimeout(showTimer);
  clearTimeout(hideTimer);
  hideTimer = setTimeout(hide, GRACE);
}

/** Listeners of the popover itself and of the page while previews are in use, added once. */
function wire() {
  if (wired) return;
  wired = true;
  const pop = popover();
  pop.addEventListener('pointerenter', () => clearTimeout(hideTimer));
  pop.addEventListener('pointerleave', (e) => {
    if (e.pointerType !== 'touch') closeSoon();
  });
  pop.addEventListener('focusout', (e) => {
    const to = e.relatedTarget;
    if (!(to instanceof Node) || (!pop.contains(to) && to !== openFor())) closeSoon();
  });
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && openFor()) {
      cancel();
      hide();
    }
  });
  // A tap or click elsewhere closes it.
  document.addEventListener('pointerdown', (e) => {
    const t = e.target;
    const owner = openFor();
    if (owner && t instanceof Node && !pop.contains(t) && !anchorOf(owner).contains(t) && !owner.contains(t)) hide();
  });
}

/**
 * One event of the reader's on a reference or a note marker, as the bootstrap saw it: `pointerover`
 * (mouse or pen), `focusin`, or `click` (a touch tap the bootstrap held back).
 */
export function handle(type: string, el: Element): void {
  wire();
  cancel();
  if (type === 'click') {
    void open(el, () => true);
    return;
  }
  if (openFor() === anchorOf(el)) return;
  if (type === 'pointerover') {
    el.addEventListener('pointerleave', closeSoon, { once: true });
    showTimer = setTimeout(() => void open(el, () => el.matches(':hover')), HOVER_DELAY);
  } else if (type === 'focusin') {
    const blur = (e: FocusEvent) => {
      const to = e.relatedTarget;
      if (!(to instanceof Node) || !popover().contains(to)) closeSoon();
    };
    el.addEventListener('focusout', blur as EventListener, { once: true });
    showTimer = setTimeout(() => void open(el, () => el === document.activeElement), FOCUS_DELAY);
  }
}
