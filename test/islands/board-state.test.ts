// @vitest-environment node
/**
 * The board's reducer and keymap without a DOM: every action a reader can take, as data, and the
 * sentence it makes. The component test (hellwig-board.test.tsx) keeps what needs the drawing.
 */
import { describe, expect, test } from 'vitest';
import { BOARD_PRESETS, presetsAt, WHOLE_PLATE, windowOf } from '../../src/islands/board/presets.ts';
import { keyAction, KEYMAP, keysHelp } from '../../src/islands/board/keymap.ts';
import type { BoardAction } from '../../src/islands/board/state/actions.ts';
import { initialModel, viewFor, type BoardContext, type BoardModel } from '../../src/islands/board/state/model.ts';
import { reduce } from '../../src/islands/board/state/reducer.ts';
import { ADDRESS_KIT } from '../../src/islands/board/addressKit.ts';

const context = (initialPreset?: string, home = WHOLE_PLATE): BoardContext => ({
  presets: BOARD_PRESETS,
  initialPreset,
  home,
});

/** A board opened on an example, and the actions run on it in turn; the last model is returned. */
function run(ctx: BoardContext, ...actions: readonly BoardAction[]): BoardModel {
  return actions.reduce((m, a) => reduce(m, a, ctx), initialModel(ctx));
}
/** The action of a key, as the board's frame makes it (a wheel lands at once unless `animate`). */
const key = (k: string, cursor: number, animate = false): BoardAction => {
  const a = keyAction(k, { cursor, animate });
  if (!a) throw new Error(`no action for key ${k}`);
  return a;
};
/** Run keys in turn from a model, each at the cursor the model then has. */
const keys = (ctx: BoardContext, m: BoardModel, ...ks: readonly string[]): BoardModel =>
  ks.reduce((acc, k) => reduce(acc, key(k, acc.cursor), ctx), m);
const preset = (id: string) => BOARD_PRESETS.find((p) => p.id === id)!;

describe('the keymap is data', () => {
  test('the help line is written from the bindings, as the board always said it', () => {
    expect(keysHelp(true)).toBe(
      'Arrow keys move the cursor; Enter acts with the chosen tool (selecting, Enter again on the same ' +
        'square takes what lies beneath: the gun under its artillerist, the transporter under its pieces); ' +
        'Delete removes; R rotates; E throws up or removes a breastwork, + adds a sign to it (§106); L lays or ' +
        'takes up a bridge (§145); H and G raise or level a hill of the first or second kind (§236); D ' +
        'establishes or takes away a depot (§244); I sets a building on fire or puts it out (§74); O places a ' +
        'fortress with its centre on the cursor, or takes it away (§186); comma and full stop (or [ and ]) ' +
        'step a fire back and on, turn by turn (§74); M shows moves; W plans a wheeling, then wheels; F fires; ' +
        'N shows numbers; Escape clears the selection.',
    );
    // A board without breastworks and bridges (the small boards of chapters IV–VII) leaves their keys out.
    expect(keysHelp(false)).not.toMatch(/breastwork|bridge|hill|depot|on fire|a fire|fortress/);
    expect(keysHelp(false)).toContain('R rotates; M shows moves;');
  });
  test('each key makes its action at the cursor; letters in either case; other keys nothing', () => {
    const k = { cursor: 40, animate: true };
    expect(keyAction('ArrowUp', k)).toEqual({ type: 'step', rows: -1, columns: 0 });
    expect(keyAction('Enter', k)).toEqual({ type: 'square', square: 40 });
    expect(keyAction(' ', k)).toEqual({ type: 'square', square: 40 });
    expect(keyAction('Backspace', k)).toEqual({ type: 'remove', square: 40 });
    expect(keyAction('R', k)).toEqual({ type: 'rotate', square: 40 });
    expect(keyAction(',', k)).toEqual({ type: 'fire-step', by: -1 });
    expect(keyAction('O', k)).toEqual({ type: 'works', tool: 'fortress', square: 40 });
    expect(keyAction(']', k)).toEqual({ type: 'fire-step', by: 1 });
    expect(keyAction('w', k)).toEqual({ type: 'wheel', animate: true });
    expect(keyAction('x', k)).toBeUndefined();
    expect(keyAction('Tab', k)).toBeUndefined();
    // No key is bound twice.
    const all = KEYMAP.flatMap((b) => Object.keys(b.keys));
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('the reducer: what each action says (moved here from the component test, by key as before)', () => {
  test('W plans a wheeling and says what the engine makes of it, a plan that cannot be carried out included', () => {
    const ctx = context('hellwig-s67-shared-artillerists');
    const m = keys(ctx, initialModel(ctx), 'w');
    expect(m.said).toMatch(/^Plan a wheeling\. .*would leave plate II \(§62\)\. Choose pivot/);
    expect(m.said).not.toContain('path is drawn');
  });

  test('R on the artillerists’ square says where the gun went', () => {
    const ctx = context('hellwig-s62-greatest');
    // The cursor starts on the gun (388); the artillerists stand on 387, one to the left.
    const m = keys(ctx, initialModel(ctx), 'ArrowLeft', 'r');
    const gun = m.state.setup.devices?.[0]?.gun;
    expect(gun).not.toBe(388);
    expect(m.said).toBe(
      `Turned the device on 387 a quarter-turn clockwise about its artillerists: its gun now stands on ${gun}.`,
    );
  });

  test('F on a howitzer with no target says to choose one', () => {
    const ctx = context('hellwig-s75-howitzer');
    expect(keys(ctx, initialModel(ctx), 'f').said).toBe(
      'Choose the howitzer’s target first: it strikes one square of its field (§66).',
    );
  });

  test('F and M with nothing selected say what to select', () => {
    const ctx = context();
    const fired = keys(ctx, initialModel(ctx), 'f');
    expect(fired.said).toBe('Only a gun fires: select one first (§47).');
    expect(keys(ctx, fired, 'm').said).toBe(
      'Moves will be shown for what you select: a piece, a gun or a transporter.',
    );
  });

  test('a square beside the gun is out of its field, and the cursor’s sentence says why', () => {
    const ctx = context('hellwig-s47-field');
    const m = keys(ctx, initialModel(ctx), 'ArrowRight');
    expect(m.said).toMatch(
      new RegExp(
        String.raw`^Square 284 .*it is out of the field of the gun on 283, which sweeps only the three squares in` +
          String.raw` line toward AB \(§47\)\.$`,
      ),
    );
  });
});

describe('the reducer: choosing, moving, wheeling', () => {
  test(
    'choosing an example puts it on the board, says so, ' + 'and puts the cursor on its first thing in the home window',
    () => {
      const p = preset('hellwig-s62-greatest');
      const ctx = context();
      const m = run(ctx, { type: 'choose', preset: p, pointer: true });
      expect(m.state).toBe(p.state);
      expect(m.presetId).toBe(p.id);
      expect(m.said).toBe(`${p.title} (${p.cite}) is on the board.`);
      expect(m.cursor).toBe(388);
      expect(m.reveal).toEqual({ square: 388, page: true });
      expect(m.touched).toBe(true);
    },
  );

  test('the cursor stays within the part of the plate shown', () => {
    const presets = presetsAt('§87');
    const ctx: BoardContext = { presets, initialPreset: 'hellwig-s87-transporter', home: windowOf(presets) };
    let m = initialModel(ctx);
    for (let i = 0; i < 40; i++) m = reduce(m, { type: 'step', rows: -1, columns: 0 }, ctx);
    expect(Math.floor((m.cursor - 1) / 22)).toBe(ctx.home.top);
  });

  test('a click on a move’s target square moves the selection there, the cursor with it', () => {
    const ctx = context('hellwig-s45-moves');
    const m0 = initialModel(ctx);
    const [sq, target] = [...viewFor(m0, ctx).targets.entries()][0]!;
    const m = reduce(m0, { type: 'square', square: sq }, ctx);
    expect(m.said).toBe(`Moved: ${target.label}.`);
    expect(m.state.setup).toEqual(target.setup);
    expect(m.state.selected).toEqual(target.next);
    expect(m.cursor).toBe(target.next.type === 'device' ? target.next.gun : sq);
  });

  test(
    'W wheels: at once without animation; else a swing that lands only when told, and anything done meanwhile ' +
      'stops it and says so',
    () => {
      const ctx = context('hellwig-s62-small-artillerists-anticlockwise');
      const now = keys(ctx, initialModel(ctx), 'w');
      expect(now.state.setup.devices).toEqual([expect.objectContaining({ artillerists: 387, gun: 365 })]);
      expect(now.said).toContain('the device now stands on 387 and 365, sweeping 364, 363, 362');
      const m0 = initialModel(ctx);
      const swinging = reduce(m0, { type: 'wheel', animate: true }, ctx);
      expect(swinging.state).toBe(m0.state);
      expect(swinging.swing).toMatchObject({ pivot: 387, angle: -90, duration: 350 });
      expect(reduce(swinging, { type: 'wheel', animate: true }, ctx).said).toBe('The gun is still wheeling.');
      const landed = reduce(swinging, { type: 'landed' }, ctx);
      expect(landed.swing).toBeUndefined();
      expect(landed.state.setup.devices).toEqual(now.state.setup.devices);
      expect(landed.said).toBe(now.said);
      const stopped = reduce(swinging, { type: 'escape' }, ctx);
      expect(stopped.said).toBe('The wheeling was stopped before it ended. Nothing selected.');
      expect(stopped.state.setup).toBe(m0.state.setup);
      // A landing after the swing was stopped changes nothing.
      expect(reduce(stopped, { type: 'landed' }, ctx)).toBe(stopped);
    },
  );

  test('the same sentence or refusal twice still changes, so it is heard again', () => {
    const ctx = context();
    const once = run(ctx, { type: 'fire', together: false });
    const twice = reduce(once, { type: 'fire', together: false }, ctx);
    expect(twice.said).toBe(`${once.said}\u00a0`);
    const refused = run(ctx, { type: 'remove', square: 1 });
    expect(refused.error).toBe('There is nothing to remove on square 1.');
    expect(reduce(refused, { type: 'remove', square: 1 }, ctx).error).toBe(
      'There is nothing to remove on square 1.\u00a0',
    );
  });

  test(
    'the address: ex= wins over a position beside it and says so; ' + 'a readable position is no longer the example',
    () => {
      // The board page's island brings the address (BoardPage.tsx).
      const ctx = { ...context('hellwig-s62-greatest'), address: ADDRESS_KIT };
      const ex = run(ctx, { type: 'address', search: '?ex=hellwig-s59-red&d=1-2a' });
      expect(ex.presetId).toBe('hellwig-s59-red');
      expect(ex.addressNote).toBe('The example named by ex= is shown; d= was ignored.');
      expect(ex.touched).toBe(false);
      const own = run(ctx, { type: 'address', search: '?d=387-388a' });
      expect(own.presetId).toBeUndefined();
      expect(own.state.setup.devices).toEqual([{ artillerists: 387, gun: 388, variant: 'axial' }]);
      const bad = run(ctx, { type: 'address', search: '?d=zzz' });
      expect(bad.presetId).toBe('hellwig-s62-greatest');
      expect(bad.problems).toHaveLength(1);
    },
  );

  test('a small board has no address to read: the action leaves it as it was', () => {
    const ctx = context('hellwig-s62-greatest');
    const before = initialModel(ctx);
    expect(reduce(before, { type: 'address', search: '?d=387-388a' }, ctx)).toBe(before);
  });
});
