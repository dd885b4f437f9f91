/**
 * Run in Chromium on a print page: each drawing (`svg[data-drawing]`) copied with the styles the
 * site's stylesheet gives it written into its own attributes, so that it draws the same in an
 * e-reader, which has no copy of that stylesheet. What the stylesheet hides is left out; classes,
 * data attributes and focus are dropped. Self-contained: Playwright sends its source to the page.
 */
export function bakeDrawings(): Record<string, string> {
  // Inherited properties are written where they change; the others where they are not the initial value.
  const inherited = [
    'fill',
    'fill-opacity',
    'fill-rule',
    'stroke',
    'stroke-width',
    'stroke-opacity',
    'stroke-dasharray',
    'stroke-linecap',
    'stroke-linejoin',
    'font-family',
    'font-size',
    'font-weight',
    'font-style',
    'text-anchor',
    'visibility',
  ];
  const initial: Record<string, string> = { opacity: '1', 'dominant-baseline': 'auto' };
  const out: Record<string, string> = {};
  for (const svg of document.querySelectorAll<SVGSVGElement>('svg[data-drawing]')) {
    const copy = svg.cloneNode(true) as SVGSVGElement;
    const from = [svg, ...svg.querySelectorAll('*')];
    const to = [copy, ...copy.querySelectorAll('*')];
    const gone: Element[] = [];
    from.forEach((el, i) => {
      const target = to[i];
      if (!target) return;
      const style = getComputedStyle(el);
      if (style.display === 'none') {
        gone.push(target);
        return;
      }
      const parent = el === svg ? undefined : el.parentElement && getComputedStyle(el.parentElement);
      for (const p of inherited) {
        // `url("#hatch")` as the computed style gives it; a paint server reference is written `url(#hatch)`.
        const v = style.getPropertyValue(p).replace(/url\("([^"]*)"\)/g, 'url($1)');
        if (!parent || parent.getPropertyValue(p) !== v) target.setAttribute(p, v);
      }
      for (const [p, init] of Object.entries(initial)) {
        const v = style.getPropertyValue(p);
        if (v && v !== init) target.setAttribute(p, v);
      }
      for (const a of [...target.attributes]) {
        if (/^(class|style|tabindex|focusable)$|^data-/.test(a.name)) target.removeAttribute(a.name);
      }
    });
    for (const el of gone) el.remove();
    if (!copy.getAttribute('width')) {
      const box = svg.getBoundingClientRect();
      copy.setAttribute('width', String(Math.round(box.width)));
      copy.setAttribute('height', String(Math.round(box.height)));
    }
    out[svg.dataset['drawing'] ?? ''] = new XMLSerializer().serializeToString(copy);
  }
  return out;
}
