/** The play page's set-up editor as the dom tests open it (playSetup*.test.tsx), found by role as a reader finds it. */
import { fireEvent, render, screen } from '@testing-library/preact';
import { PlayGame } from '../../src/islands/play/PlayGame.tsx';
import { READING_NOTES } from '../../src/rules/hellwig/index.ts';

/** The play page with its set-up editor open: the editor, its live region, its board, and a tool and a click to use. */
export function openEditor() {
  history.replaceState(null, '', '/');
  render(<PlayGame id="t" notes={READING_NOTES} />);
  fireEvent.click(screen.getByRole('button', { name: 'Set up a position' }));
  const editor = document.querySelector('.play-setup-editor') as HTMLElement;
  return {
    editor,
    live: editor.querySelector('[aria-live]') as HTMLElement,
    frame: editor.querySelector('.board-frame') as HTMLElement,
    tool: (value: string) => fireEvent.change(screen.getByRole('combobox', { name: 'Tool' }), { target: { value } }),
    click: (n: number) => fireEvent.click(editor.querySelector(`[data-square="${n}"]`) as Element),
  };
}
