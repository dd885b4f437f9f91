/**
 * The chapter contents mark where the reader is: the link of the section (and of the §) whose
 * heading was passed last gets `aria-current="location"`, and a contents column taller than the
 * window scrolls to keep it in sight. Loaded by the inline loader (HeadScript.astro) at the
 * reader's first scroll, built to `/chapter/contents.js` by src/integrations/contents-script.ts;
 * text pages ship no JavaScript before the reader acts.
 */

/** How far below the window's top a heading counts as passed: its scroll margin and a little more. */
const LINE = 0.25;

/** The places each list of the contents links to, in reading order. */
function listsOf(toc: HTMLElement): { link: HTMLAnchorElement; target: HTMLElement }[][] {
  return [...toc.querySelectorAll('ol')].map((ol) =>
    [...ol.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')].flatMap((link) => {
      const target = document.getElementById(decodeURIComponent(link.hash.slice(1)));
      return target ? [{ link, target }] : [];
    }),
  );
}

/** Mark the current place of each list, and bring it into the contents' own view. */
function mark(toc: HTMLElement, lists: ReturnType<typeof listsOf>): void {
  const line = innerHeight * LINE;
  for (const list of lists) {
    let current: HTMLAnchorElement | undefined;
    for (const { link, target } of list) if (target.getBoundingClientRect().top <= line) current = link;
    for (const { link } of list)
      if (link === current) link.setAttribute('aria-current', 'location');
      else link.removeAttribute('aria-current');
    if (current && toc.scrollHeight > toc.clientHeight) {
      const top = current.offsetTop - toc.offsetTop;
      if (top < toc.scrollTop || top > toc.scrollTop + toc.clientHeight - current.offsetHeight)
        toc.scrollTop = top - toc.clientHeight / 2;
    }
  }
}

/** Watch the chapter's headings and §§ and keep the contents' mark on the current one. */
export function watch(toc: HTMLElement | null = document.querySelector<HTMLElement>('nav.toc')): void {
  if (!toc || toc.dataset['watched']) return;
  toc.dataset['watched'] = '';
  const lists = listsOf(toc);
  let queued = false;
  const update = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      mark(toc, lists);
    });
  };
  // A heading crossing the band at the top of the window is the only moment the mark can change.
  const observer = new IntersectionObserver(update, { rootMargin: `0px 0px -${100 - LINE * 100}% 0px` });
  for (const list of lists) for (const { target } of list) observer.observe(target);
  update();
}

watch();
