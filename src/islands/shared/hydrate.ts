/**
 * How the built site wakes an island (the renderer's client entry, src/integrations/preact-islands.ts):
 * as `@astrojs/preact`'s client does, without its support for signal props, which no island here takes.
 * Slots arrive as static HTML; each island's vnode carries the island's id as its `useId` mask, so that
 * ids made at build time and in the browser agree; `client:only` renders, every other directive hydrates.
 */
import { h, hydrate, render, type ComponentType, type FunctionComponent } from 'preact';

interface SlotProps {
  readonly value?: string | undefined;
  readonly name?: string;
}

/** A slot's HTML, as Astro rendered it, left untouched by Preact. */
const StaticHtml: FunctionComponent<SlotProps> & { shouldComponentUpdate?: () => boolean } = ({ value, name }) =>
  value ? h('astro-slot', { name, dangerouslySetInnerHTML: { __html: value } }) : null;
StaticHtml.shouldComponentUpdate = () => false;

/** The island's id for `useId`: Preact's renderer writes it as `data-preact-island-id`, else Astro's `uid`. */
function maskOf(element: HTMLElement): number | string | null {
  const id = element.getAttribute('data-preact-island-id');
  if (id !== null && !Number.isNaN(Number.parseInt(id, 10))) return Number.parseInt(id, 10);
  return element.getAttribute('uid');
}

export default (element: HTMLElement) =>
  async (
    Component: ComponentType<Record<string, unknown>>,
    props: Record<string, unknown>,
    { default: children, ...slotted }: Record<string, string | undefined>,
    { client }: Record<string, string>,
  ): Promise<void> => {
    if (!element.hasAttribute('ssr')) return;
    if (element.dataset['preactSignals'])
      throw new Error('An island was given signal props: this edition hydrates without @preact/signals');
    for (const [key, value] of Object.entries(slotted)) props[key] = h(StaticHtml, { value, name: key });
    const child = h(Component, props, children != null ? h(StaticHtml, { value: children }) : children);
    const mask = maskOf(element);
    if (mask !== null) {
      const pair = [mask, 0];
      Object.assign(child, { _mask: pair, __m: pair });
    }
    if (client === 'only') {
      element.innerHTML = '';
      render(child, element);
    } else hydrate(child, element);
    element.addEventListener('astro:unmount', () => render(null, element), { once: true });
  };
