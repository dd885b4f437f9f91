/**
 * The props check of every widget wrapper: an MDX author may pass `preset`, the id of one of
 * the widget's worked examples (and the few props a widget names). Anything else fails the build with a message naming
 * the widget,
 * what was received and what is allowed.
 */
import type { Preset } from '../../islands/shared/presets.ts';

/**
 * The preset a widget opens with: the one named by `props.preset`, or the first. `also` names the other props the
 * widget takes.
 */
export function openingPreset<S>(
  widget: string,
  props: object,
  presets: readonly Preset<S>[],
  also: readonly string[] = [],
): Preset<S> {
  const unknown = Object.keys(props).filter((key) => key !== 'preset' && !also.includes(key));
  if (unknown.length > 0)
    throw new Error(
      `<${widget}>: unknown prop ${unknown.map((k) => `"${k}"`).join(', ')}. Expected only ` +
        `${['preset', ...also].map((k) => `"${k}"`).join(', ')}.`,
    );
  const preset: unknown = 'preset' in props ? props.preset : undefined;
  const chosen = preset === undefined ? presets[0] : presets.find((p) => p.id === preset);
  if (!chosen) {
    throw new Error(
      `<${widget} preset=${JSON.stringify(preset)}>: no such example. Expected one of: ` +
        `${presets.map((p) => p.id).join(', ')}`,
    );
  }
  return chosen;
}
