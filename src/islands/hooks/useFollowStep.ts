/**
 * On a phone the map is wider than its frame: each half-move scrolls the frame to where it happens. Only where the
 * stylesheet lets the map overflow its frame (a narrow screen): elsewhere nothing is measured, so a step costs no
 * layout.
 */
import { useEffect, type MutableRef } from 'preact/hooks';
import { actionX, mapFrame, toSvg } from './geometry.ts';
import { REPLAY } from './replay.ts';

/** The screens on which the map scrolls in its frame (the stylesheet's media query for .hf-map-wrap). */
const NARROW = '(max-width: 46rem)';

export function useFollowStep(wrap: MutableRef<HTMLDivElement | null>, index: number, reduced: boolean): void {
  useEffect(() => {
    if (typeof matchMedia !== 'function' || !matchMedia(NARROW).matches) return;
    const el = wrap.current;
    const svg = el?.querySelector<SVGSVGElement>('svg.hf-map');
    const step = REPLAY.steps[index];
    if (!el || !svg || !step || el.scrollWidth <= el.clientWidth) return;
    const x = actionX(step);
    if (x === undefined) return;
    const frame = mapFrame(REPLAY.table);
    const box = svg.getBoundingClientRect();
    // The map's left edge within the scrolled frame, and its pixels per SVG unit.
    const left = box.left - el.getBoundingClientRect().left + el.scrollLeft;
    el.scrollTo({
      left: left + toSvg(frame, { x, y: 0 }).x * (box.width / frame.width) - el.clientWidth / 2,
      behavior: reduced ? 'instant' : 'smooth',
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- follows the half-move; reduced is read as it is then
  }, [index]);
}
