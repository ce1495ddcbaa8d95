import type { AchievementRow } from '../../../server-adapter/crmInstrument.ts';

/** A department's row as achievement/queryAchievementList answers it (nothing saved yet). */
export const goalRowsExample: AchievementRow = {
  objId: 2, deptId: 2, name: '销售部', type: 2, year: '2026', status: 1, yeartarget: 0,
  january: 0, february: 0, march: 0, april: 0, may: 0, june: 0, july: 0, august: 0, september: 0, october: 0, november: 0, december: '0.00',
};
