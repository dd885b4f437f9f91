/** The works kit's panel and drawing with the second school's beside the breastworks' and bridges'. */
import type { JSX } from 'preact';
import { WorksPanel } from './panels/WorksPanel.tsx';
import { SchoolPanel } from './panels/SchoolPanel.tsx';
import type { WorksView } from './worksView.ts';
import { WorksLayer, type WorksLayerProps } from './svg/Works.tsx';
import { SchoolLayer } from './svg/School.tsx';
import type { SchoolSend } from './panels/SchoolControls.tsx';

/** The works' panel, then the second school's (panels/SchoolPanel.tsx). */
export function Panel({
  view,
  id,
  open,
  send,
}: {
  readonly view: WorksView;
  readonly id: string;
  readonly open?: boolean;
  readonly send?: SchoolSend | undefined;
}) {
  return (
    <>
      <WorksPanel view={view} id={id} {...(open !== undefined ? { open } : {})} />
      {view.school && <SchoolPanel view={view.school} id={id} send={send} {...(open !== undefined ? { open } : {})} />}
    </>
  );
}

/** The hills, depots and fire beneath the breastworks and bridges. */
export function Layer(props: WorksLayerProps): JSX.Element {
  return (
    <>
      <SchoolLayer school={props.works} view={props.school} corner={props.corner} />
      <WorksLayer {...props} />
    </>
  );
}
