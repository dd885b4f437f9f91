/**
 * The board page's “Link to this position”: a real link (it works without JavaScript, and opens in a new tab with a
 * modifier), which a plain click copies to the clipboard and says so; if the clipboard is refused, the address is shown
 * selected, for the reader to copy.
 */
import { useRef, useState } from 'preact/hooks';
import type { JSX } from 'preact';

export interface ShareLinkProps {
  readonly href: string;
  readonly id: string;
}

/** What the share link last did: nothing yet, copied, or shown for the reader to copy. */
type Shared =
  { readonly kind: 'idle' } | { readonly kind: 'copied' } | { readonly kind: 'shown'; readonly url: string };

const LINK_COPIED = 'Link copied.';
const LINK_SHOWN = 'The clipboard was refused: the link is selected below, to copy.';

/** The link to a position, copied on a click. */
export function ShareLink({ href, id }: ShareLinkProps): JSX.Element {
  const [shared, setShared] = useState<Shared>({ kind: 'idle' });
  const field = useRef<HTMLInputElement>(null);
  const onClick = (e: JSX.TargetedMouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
    e.preventDefault();
    const url = new URL(href, window.location.href).href;
    const show = () => {
      setShared({ kind: 'shown', url });
      // Drawn on the next frame: then selected, so a reader's copy takes it.
      requestAnimationFrame(() => field.current?.select());
    };
    const clipboard = navigator.clipboard as Clipboard | undefined;
    if (!clipboard) return show();
    clipboard.writeText(url).then(() => setShared({ kind: 'copied' }), show);
  };
  return (
    <>
      <a class="board-share" href={href} onClick={onClick}>
        Link to this position
      </a>
      <span class="board-share-said" aria-live="polite">
        {shared.kind === 'copied' ? LINK_COPIED : shared.kind === 'shown' ? LINK_SHOWN : ''}
      </span>
      {shared.kind === 'shown' && (
        <input
          ref={field}
          id={`${id}-link`}
          class="board-share-url"
          type="text"
          readOnly
          value={shared.url}
          aria-label="Link to this position"
          onFocus={(e) => e.currentTarget.select()}
        />
      )}
    </>
  );
}
