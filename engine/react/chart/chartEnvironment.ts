// What a chart page needs from its surroundings: the calls (any endpoint of the file, its answer's
// `data`), the option sources of its selects, the permission tree, the member picker's sources and,
// for drill-downs, the list screen's environment. The app passes the real ones
// (pages/crm/workbench/chartEnvironment.ts); a story passes in-story answers of the same shape.
import type { AuthTree } from '../../routes/types.ts';
import type { ChoiceOption } from '../../charts/index.ts';
import type { ListEnvironment } from '../list/listEnvironment.ts';
import type { DeptOption, MemberUser } from '../../../widgets/form/dataSources.ts';

export interface ChartEnvironment {
  /** One call of the page: path under /api/ and form parameters → the answer's `data`; rejects on failure. */
  call(path: string, params: Readonly<Record<string, string>>): Promise<unknown>;
  /** The options of a select's named source (`businessTypes`): value and the text shown. */
  options(source: string): Promise<ChoiceOption[]>;
  auth: AuthTree | undefined;
  users(): Promise<MemberUser[]>;
  deptTree(): Promise<DeptOption[]>;
  /** The signed-in user's department: where a members filter with `start: ownDept` opens. */
  ownDept?: { id: number; name: string };
  /** The module lists drill-downs open; without it no figure is clickable. */
  list?: ListEnvironment;
}
