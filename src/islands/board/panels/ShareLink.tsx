/**
 * The board page's “Link to this position”: a real link (it works without JavaScript, and opens in a new tab with a
 * modifier), which a plain click copies to the clipboard and says so through the board's live region; if the clipboard
 * is refused, the address is shown selected, for the reader to copy.
 */
import { useRef, useState } from 'preact/hooks';
import type { JSX } from 'preact';
import { SAID } from '../words.ts';

export interface ShareLinkProps {
  readonly href: string;
  readonly id: string;
  /** Says a sentence in the board's live region. */
  readonly onSay: (sentence: string) => void;
}

/** The link to a position, copied on a click. */
export function ShareLink({ href, id, onSay }: ShareLinkProps): JSX.Element {
  // The address shown for the reader to copy, once the clipboard was refused.
  const [shown, setShown] = useState<string | undefined>(undefined);
  const field = useRef<HTMLInputElement>(null);
  const onClick = (e: JSX.TargetedMouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
    e.preventDefault();
    const url = new URL(href, window.location.href).href;
    const show = () => {
      setShown(url);
      onSay(SAID.linkShown);
      // Drawn on the next frame: then selected, so a reader's copy takes it.
      requestAnimationFrame(() => field.current?.select());
    };
    const clipboard = navigator.clipboard as Clipboard | undefined;
    if (!clipboard) return show();
    clipboard.writeText(url).then(() => {
      setShown(undefined);
      onSay(SAID.linkCopied);
    }, show);
  };
  return (
    <>
      <a class="board-share" href={href} onClick={onClick}>
        Link to this position
      </a>
      {shown !== undefined && (
        <input
          ref={field}
          id={`${id}-link`}
          class="board-share-url"
          type="text"
          readOnly
          value={shown}
          aria-label="Link to this position"
          onFocus={(e) => e.currentTarget.select()}
        />
      )}
    </>
  );
}
