/**
 * HTML, as the site's pages hold it, written as the XHTML an EPUB needs: every element closed,
 * every attribute quoted, entities replaced by the characters they stand for (XML knows only five),
 * SVG in its namespace. `replace` lets the caller swap an element for ready-made XML (a drawing
 * with its styles baked in) or drop it (by returning '').
 */
import { HTMLElement, TextNode, type Node } from 'node-html-parser';

const VOID = new Set(['area', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const SVG_NS = 'http://www.w3.org/2000/svg';

const text = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const attr = (s: string) => text(s).replace(/"/g, '&quot;');

/** `node` and its descendants as XHTML; `replace(el)` may return XML to write instead of an element. */
export function toXhtml(node: Node, replace?: (el: HTMLElement) => string | undefined): string {
  if (node instanceof TextNode) return text(node.text);
  if (!(node instanceof HTMLElement)) return '';
  const inner = () => node.childNodes.map((child) => toXhtml(child, replace)).join('');
  const tag = node.rawTagName;
  if (!tag) return inner();
  const swapped = replace?.(node);
  if (swapped !== undefined) return swapped;
  const attrs = Object.entries(node.attributes)
    .filter(([name]) => /^[A-Za-z_][\w.:-]*$/.test(name))
    .map(([name, value]) => ` ${name}="${attr(value)}"`)
    .join('');
  const ns = tag === 'svg' && !('xmlns' in node.attributes) ? ` xmlns="${SVG_NS}"` : '';
  const body = inner();
  return body === '' && (VOID.has(tag) || node.closest('svg'))
    ? `<${tag}${ns}${attrs}/>`
    : `<${tag}${ns}${attrs}>${body}</${tag}>`;
}
