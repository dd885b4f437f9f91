/**
 * A drawing as a reviewer reads it: an SVG element pretty-printed one element per line, indented
 * by depth, its numbers rounded, so a file snapshot (`toMatchFileSnapshot('….svg')`) shows what
 * moved in a diff and opens as a picture. Attributes keep their order; text stays on its element's line.
 */

/** Round every decimal number in an attribute (coordinates, path data, transforms) to `digits` places. */
function roundNumbers(value: string, digits = 1): string {
  return value.replace(/-?\d*\.\d+(?:e[-+]?\d+)?/gi, (m) => {
    const r = Number(Number(m).toFixed(digits));
    return String(Object.is(r, -0) ? 0 : r);
  });
}

const escapeText = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (t: string) => escapeText(t).replace(/"/g, '&quot;');

/** The element and everything in it as indented lines of SVG, numbers rounded to `digits` places. */
export function prettySvg(root: Element, digits = 1): string {
  const lines: string[] = [];
  const walk = (el: Element, depth: number) => {
    const pad = '  '.repeat(depth);
    const attributes = [...el.attributes].map((a) => ` ${a.name}="${escapeAttr(roundNumbers(a.value, digits))}"`);
    // The file opens as a picture only with the SVG namespace on its outermost element.
    if (depth === 0 && el.tagName.toLowerCase() === 'svg' && !el.hasAttribute('xmlns'))
      attributes.unshift(' xmlns="http://www.w3.org/2000/svg"');
    const open = `${pad}<${el.tagName.toLowerCase()}${attributes.join('')}`;
    const nodes = [...el.childNodes].filter(
      (n) => n.nodeType === 1 || (n.nodeType === 3 && (n.textContent ?? '').trim() !== ''),
    );
    if (nodes.length === 0) {
      lines.push(`${open} />`);
      return;
    }
    // Text alone (Preact may leave it in several nodes: "A", " ", "↓") reads as one line.
    if (nodes.every((n) => n.nodeType === 3)) {
      lines.push(`${open}>${escapeText((el.textContent ?? '').trim())}</${el.tagName.toLowerCase()}>`);
      return;
    }
    lines.push(`${open}>`);
    for (const n of nodes) {
      if (n.nodeType === 1) walk(n as Element, depth + 1);
      else lines.push(`${pad}  ${escapeText(n.textContent!.trim())}`);
    }
    lines.push(`${pad}</${el.tagName.toLowerCase()}>`);
  };
  walk(root, 0);
  return `${lines.join('\n')}\n`;
}

/**
 * A square's top-left corner in the drawing: where its frame is moved (a small drawing's squares) or its ground stands
 * (a large drawing's, BoardSvg's OWN_FRAMES).
 */
export function cornerOf(square: Element | null): readonly [number, number] {
  const moved = /translate\(([-\d.]+) ([-\d.]+)\)/.exec(square?.getAttribute('transform') ?? '');
  if (moved) return [Number(moved[1]), Number(moved[2])];
  const ground = square?.querySelector('.sq-ground');
  if (!ground?.hasAttribute('x') || !ground.hasAttribute('y'))
    throw new Error('the square has no place in the drawing');
  return [Number(ground.getAttribute('x')), Number(ground.getAttribute('y'))];
}
