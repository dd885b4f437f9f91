/**
 * The second half's whole kit (worksKitTypes.ts): breastworks and bridges (worksBase.ts) with the second school
 * (schoolPart.tsx), for the chapters' drawings built at build time. The board page loads the two parts apart.
 */
import { WORKS_BASE } from './worksBase.ts';
import { withSchool } from './schoolPart.tsx';

export const WORKS_KIT = withSchool(WORKS_BASE);
