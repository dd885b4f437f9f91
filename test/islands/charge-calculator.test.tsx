import { afterEach, describe, expect, test } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { ChargeCalculator } from '../../src/islands/kriegspiel/charge/ChargeCalculator.tsx';
import { CHARGE_EXAMPLES, CHARGE_PRESETS } from '../../src/islands/kriegspiel/charge/presets.ts';
import { CHARGE_DEFAULTS, type ChargeState } from '../../src/islands/kriegspiel/charge/state.ts';
import { announced, choosePreset, expectRefused, fact } from '../support/widgets.ts';
import { exampleHref } from '../../src/edition/addresses.ts';
import { ChargeDrawing } from '../../src/islands/kriegspiel/charge/ChargeDrawing.tsx';
import { prettySvg } from '../support/svg.ts';
import { DOWNHILL_LOSS_READINGS, DOWNHILL_MULTIPLIERS } from '../../src/rules/wells/index.ts';
import { CHARGE_OPTION_SPEC } from '../../src/rules/wells/kriegspiel/charges.ts';
import { CHARGE_FIELDS } from '../../src/islands/kriegspiel/charge/address.ts';

afterEach(cleanup);

const open = (initial: ChargeState = CHARGE_PRESETS[0]!.state) =>
  render(<ChargeCalculator presets={CHARGE_PRESETS} initial={initial} />);

describe('the charge calculator', () => {
  test('there is a preset for every charge example of the appendix', () => {
    expect(CHARGE_PRESETS.map((p) => p.id)).toEqual(CHARGE_EXAMPLES.map((row) => row.id));
    expect(CHARGE_EXAMPLES.length).toBeGreaterThanOrEqual(15);
  });

  test.each(CHARGE_EXAMPLES.map((row) => [row.title, row] as const))(
    'preset “%s” shows what the book states',
    async (_title, row) => {
      open({ ...CHARGE_DEFAULTS, target: 'close', sabres: 99, enemy: 3, distance: 2 });
      await choosePreset(row.title, exampleHref(row));
      // What the book states, or what its rate gives the row (checked against the book in the engine test).
      const book: {
        cavalryLost?: number;
        enemyLost?: number;
        mayCharge?: boolean;
        gunsCaptured?: number;
        chargingCounts?: number;
      } = {
        ...row.outcome,
        ...(row.derived?.outcome ?? {}),
      };
      if (book.mayCharge === false) expect(fact('May charge')).toBe('No: fewer than eight');
      if (book.cavalryLost !== undefined) expect(fact('Charging cavalry lost')).toBe(String(book.cavalryLost));
      if (book.enemyLost !== undefined) expect(fact('Men charged lost')).toBe(String(book.enemyLost));
      if (book.chargingCounts !== undefined)
        expect(fact('Charging numbers count as')).toBe(String(book.chargingCounts));
      if (book.gunsCaptured !== undefined) expect(fact('Guns captured')).toBe(String(book.gunsCaptured));
    },
  );

  test('opens on seven sabres, who may not charge, and says why with its line', () => {
    open();
    expect(screen.getByRole('heading', { level: 3, name: 'Charge calculator' })).toBeTruthy();
    expect(fact('May charge')).toBe('No: fewer than eight');
    expect(
      screen.getByText(/No body of less than 8 cavalry may charge; 7 may not \(p\. 107, l\. 1014\)\./),
    ).toBeTruthy();
  });

  test('ten sabres on twenty skirmishers from 30 inches: the far band is drawn and its rates said', async () => {
    open({ ...CHARGE_DEFAULTS });
    expect(fact('Distance band')).toBe('over 2 feet');
    expect(fact('Charging cavalry lost')).toBe('4');
    expect(fact('Men charged lost')).toBe('10');
    const figure = screen.getByRole('img');
    expect(figure.getAttribute('aria-label')).toBe(
      '10 sabres start 30 inches from infantry in extended order, in the band over 2 feet.',
    );
    expect(figure.querySelector('.charge-band-active text')?.textContent).toBe('over 2 feet');
    // One inch nearer the two-foot line: still far; at 24 inches, the middle band under the edition's reading.
    await fireEvent.input(screen.getByLabelText('Inches from the enemy at the start'), { target: { value: '24' } });
    expect(fact('Distance band')).toBe('1 to 2 feet');
    expect(announced()).toBe(
      '10 sabres against 20 infantry in extended order: the cavalry lose 2; the men charged lose 20.',
    );
    await fireEvent.click(screen.getByRole('radio', { name: /in the band farther off/ }));
    expect(fact('Distance band')).toBe('over 2 feet');
  });

  test('close order reverses the result, and the controls follow what is charged', async () => {
    open({ ...CHARGE_DEFAULTS });
    await fireEvent.click(screen.getByRole('radio', { name: 'Infantry in close order' }));
    expect(fact('Charging cavalry lost')).toBe('10');
    expect(
      screen.getByText(
        new RegExp(
          String.raw`the cavalry lose 3 men for each infantryman and the infantry 1 man for every 15 sabres \(p\.` +
            String.raw` 108, l\. 1028\)\.`,
        ),
      ),
    ).toBeTruthy();
    expect(fact('Men charged lost')).toBe('0');
    await fireEvent.click(screen.getByRole('radio', { name: 'A gun' }));
    expect(screen.queryByLabelText('Infantry charged')).toBeNull();
    expect(fact('Guns captured')).toBe('1');
    expect(fact('Charging cavalry lost')).toBe('4');
    await fireEvent.click(screen.getByRole('radio', { name: 'Cavalry that accept the charge' }));
    expect(screen.getByLabelText('Contours crossed downhill')).toBeTruthy();
    expect(screen.getByRole('img').getAttribute('aria-label')).toMatch(/the distance bands do not apply/);
  });

  test('a distance beyond the cavalry move is flagged and ignored', async () => {
    open({ ...CHARGE_DEFAULTS });
    await expectRefused('Inches from the enemy at the start', '40', 1, 36);
    expect(fact('Distance band')).toBe('over 2 feet');
  });

  test('every reading the charge engine takes is a named switch, marked the edition’s, kept in the address', () => {
    const spec = { ...CHARGE_OPTION_SPEC, downhillLosses: DOWNHILL_LOSS_READINGS };
    const keys = CHARGE_FIELDS.map((f) => f.key);
    for (const [name, readings] of Object.entries(spec)) {
      expect(keys).toContain(name);
      expect(CHARGE_DEFAULTS[name as keyof ChargeState]).toBe(readings[0]);
    }
  });

  test('charging distance: from any distance a charge may start beyond three feet', async () => {
    open({ ...CHARGE_DEFAULTS });
    expect(screen.getByRole('radio', { name: /^within the cavalry move, three feet \(edition\)/ })).toBeTruthy();
    await fireEvent.click(screen.getByRole('radio', { name: /^from any distance/ }));
    await fireEvent.input(screen.getByLabelText('Inches from the enemy at the start'), { target: { value: '60' } });
    expect(fact('Distance band')).toBe('over 2 feet');
    expect(fact('Charging cavalry lost')).toBe('4');
  });

  test('a charge on a gun from 28 inches is priced at three feet, or at the nearest foot, two', async () => {
    open({ ...CHARGE_DEFAULTS, target: 'gun', sabres: 8, distance: 28 });
    expect(fact('Charging cavalry lost')).toBe('4');
    await fireEvent.click(screen.getByRole('radio', { name: /^the nearest foot/ }));
    expect(fact('Charging cavalry lost')).toBe('3');
  });

  test('downhill losses: the switch is offered for cavalry, and each reading gives its own losses', async () => {
    open({ ...CHARGE_DEFAULTS, target: 'cavalry', sabres: 8, enemy: 20, contours: 2 });
    const divided = screen.getByRole('radio', { name: /^divided by the multiplier/ });
    const capped = screen.getByRole('radio', { name: /^man for man/ });
    expect((divided as HTMLInputElement).checked).toBe(true);
    const before = fact('Charging cavalry lost');
    await fireEvent.click(capped);
    expect(announced()).toMatch(/^8 sabres against 20 cavalry that accept the charge/);
    expect(capped.closest('label')?.textContent).toContain(`the cavalry lose ${fact('Charging cavalry lost')}`);
    expect(divided.closest('label')?.textContent).toContain(`the cavalry lose ${before}`);
  });

  test(
    'unequal cavalry on the level: no row (the book gives no numbers), ' + 'the mêlée decides, said with its line',
    () => {
      open({ ...CHARGE_DEFAULTS, target: 'cavalry', sabres: 12, enemy: 8, chargingSupport: 12, chargedSupport: 0 });
      expect(
        screen.getByText(
          /The numbers are unequal on level ground, so the mêlée rules of Little Wars decide \(p\. 109, l\. 1045\)/,
        ),
      ).toBeTruthy();
      expect(fact('Prisoners')).toMatch(/^\d+ charging, \d+ charged$/);
      expect(
        CHARGE_EXAMPLES.some(
          (r) => r.kind === 'charge-cavalry' && r.inputs.charging !== r.inputs.charged && r.inputs.contoursDown === 0,
        ),
      ).toBe(false);
    },
  );

  test('what the engine refuses is shown as an alert, not a crash', () => {
    open({ ...CHARGE_DEFAULTS, sabres: 2.5 });
    expect(screen.getByRole('alert').textContent).toMatch(/charge\.sabres must be a whole number/);
  });
});

describe('the drawing where distance prices nothing', () => {
  test('downhill presets draw what changes: the sabres as they count, from the engine', async () => {
    const drawn: string[] = [];
    for (const c of [1, 2, 3]) {
      cleanup();
      const row = CHARGE_EXAMPLES.find((r) => r.title.startsWith(`8 sabres down ${c} contour`))!;
      open(CHARGE_PRESETS.find((p) => p.id === row.id)!.state);
      const counts = 8 * DOWNHILL_MULTIPLIERS[c]!;
      const label = screen.getByRole('img').getAttribute('aria-label') ?? '';
      expect(label).toContain(`down ${c} contour${c > 1 ? 's' : ''}, they count as ${counts}`);
      drawn.push(label);
    }
    expect(new Set(drawn).size).toBe(3);
  });
});

describe('what each reading gives', () => {
  test('retiring infantry cost the cavalry nothing: said in words, not “−0”', () => {
    const { container } = open({ ...CHARGE_DEFAULTS, target: 'extended', sabres: 10, enemy: 20, distance: 30 });
    const text = container.textContent ?? '';
    expect(text).not.toMatch(/−0\b/);
    expect(text).toContain('Yes, retiring: the cavalry lose 0, the charged 20');
  });
});

describe('the charge drawing', () => {
  test(
    'ten sabres two and a half feet from skirmishers, as drawn (file snapshot: look at a change before ' +
      'accepting it)',
    async () => {
      const { container } = render(<ChargeDrawing state={CHARGE_DEFAULTS} band="far" most={36} />);
      expect(container.children).toHaveLength(1);
      await expect(prettySvg(container.firstElementChild!)).toMatchFileSnapshot('./__snapshots__/charge-far.svg');
    },
  );
});
