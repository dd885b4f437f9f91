/**
 * The Fullscreen API for happy-dom, which has none: `requestFullscreen` makes the element the
 * document's full-screen element and fires `fullscreenchange`, as a browser does; `exitFullscreen`
 * undoes it. Returns the function that takes the stub away again.
 */
export function stubFullscreen(): () => void {
  let current: Element | null = null;
  const change = () => document.dispatchEvent(new Event('fullscreenchange'));
  const setCurrent = (el: Element | null) => {
    current = el;
    change();
  };
  const proto = HTMLElement.prototype as unknown as Record<string, unknown>;
  const before = proto['requestFullscreen'];
  proto['requestFullscreen'] = function (this: HTMLElement) {
    setCurrent(this);
    return Promise.resolve();
  };
  Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => current });
  Object.defineProperty(document, 'exitFullscreen', {
    configurable: true,
    value: () => {
      setCurrent(null);
      return Promise.resolve();
    },
  });
  return () => {
    if (before === undefined) delete proto['requestFullscreen'];
    else proto['requestFullscreen'] = before;
    delete (document as unknown as Record<string, unknown>)['fullscreenElement'];
    delete (document as unknown as Record<string, unknown>)['exitFullscreen'];
  };
}
