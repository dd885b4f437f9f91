/**
 * What a reader on a phone meets, measured in the page (issue 21): text under 12 px, and targets under 24 × 24 px
 * without the spacing that WCAG 2.5.8 allows instead (a 24 px circle on the target's centre meeting no other target).
 * Links in a sentence are exempt (2.5.8's inline exception), as are controls the page hides.
 */
import type { Page } from 'playwright-core';

/** Each visible piece of text on the page whose computed font size is under 12 px, with its element and size. */
export function smallText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walk.nextNode(); n; n = walk.nextNode()) {
      const el = n.parentElement;
      if (!el || !n.textContent?.trim() || el.closest('.visually-hidden')) continue;
      const size = parseFloat(getComputedStyle(el).fontSize);
      if (size < 12 && el.checkVisibility({ checkVisibilityCSS: true }))
        found.push(`${el.tagName.toLowerCase()}.${[...el.classList].join('.')} “${n.textContent.trim()}” ${size}px`);
    }
    return found;
  });
}

/** The interactive elements inside `scope` that are under 24 × 24 px and too close to another target. */
export function smallTargets(page: Page, scope: string): Promise<string[]> {
  return page.evaluate((scope) => {
    const selector = 'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';
    // A target scrolled out of a scrolling box (the examples' list) cannot be touched where its box clips it away.
    const clipped = (e: HTMLElement, r: DOMRect) => {
      for (let a = e.parentElement; a; a = a.parentElement) {
        if (getComputedStyle(a).overflowY === 'visible' && getComputedStyle(a).overflowX === 'visible') continue;
        const c = a.getBoundingClientRect();
        if (r.bottom <= c.top || r.top >= c.bottom || r.right <= c.left || r.left >= c.right) return true;
      }
      return false;
    };
    const targets = [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((e) => e.getClientRects().length > 0 && e.checkVisibility({ checkVisibilityCSS: true }))
      .map((e) => ({ e, r: e.getBoundingClientRect() }))
      .filter(({ e, r }) => !clipped(e, r));
    const inSentence = (e: HTMLElement) =>
      e.tagName === 'A' &&
      getComputedStyle(e).display === 'inline' &&
      [...(e.parentElement?.childNodes ?? [])].some((n) => n !== e && n.nodeType === 3 && /\S/.test(n.textContent!));
    const found: string[] = [];
    for (const { e, r } of targets) {
      if (!e.closest(scope) || (r.width >= 24 && r.height >= 24) || inSentence(e)) continue;
      const cx = r.left + r.width / 2;
      const cy = r.top + r.height / 2;
      const clash = targets.some(({ e: o, r: q }) => {
        if (o === e || o.contains(e) || e.contains(o)) return false;
        const dx = Math.max(q.left - cx, 0, cx - q.right);
        const dy = Math.max(q.top - cy, 0, cy - q.bottom);
        if (Math.hypot(dx, dy) < 12) return true;
        const small = q.width < 24 || q.height < 24;
        return small && Math.hypot(q.left + q.width / 2 - cx, q.top + q.height / 2 - cy) < 24;
      });
      if (clash)
        found.push(
          `${e.tagName.toLowerCase()} “${e.textContent?.trim().slice(0, 40)}” ` +
            `${Math.round(r.width)}×${Math.round(r.height)}`,
        );
    }
    return found;
  }, scope);
}
