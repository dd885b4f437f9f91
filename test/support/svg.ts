/**
 * A drawing as a reviewer reads it: one element per line, indented by depth, attributes in the
 * order drawn, every number rounded to one decimal, so a changed snapshot shows what moved.
 */

const NUMBER = /-?\d+\.\d+(?:e-?\d+)?/g;

/** Round every decimal number in an attribute value (coordinates, transforms, paths). */
function rounded(value: string): string {
  return value.replace(NUMBER, (n) => String(Math.round(Number(n) * 10) / 10));
}

/** The element and what it holds, pretty-printed. */
export function prettySvg(el: Element, depth = 0): string {
  const pad = '  '.repeat(depth);
  const attrs = [...el.attributes].map((a) => ` ${a.name}="${rounded(a.value).replace(/"/g, '&quot;')}"`).join('');
  const name = el.tagName.toLowerCase() === el.tagName ? el.tagName : el.tagName.toLowerCase();
  const children = [...el.children];
  const text = children.length === 0 ? (el.textContent ?? '').trim() : '';
  if (children.length === 0) return text ? `${pad}<${name}${attrs}>${text}</${name}>` : `${pad}<${name}${attrs}/>`;
  return [`${pad}<${name}${attrs}>`, ...children.map((c) => prettySvg(c, depth + 1)), `${pad}</${name}>`].join('\n');
}
