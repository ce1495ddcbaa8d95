// How the admin screens name an approval flow's parts, for both kinds of flow: a level (第一级,
// 第二级 … in Chinese, "Level 1" in English) and a flow's levels in one line for the lists
// (负责人主管 → 指定用户（任意一人）（王芳）).
import type { TFunction } from 'i18next';
import i18n from '../../../i18n/index.ts';
import { levelNumber, NAMED_STEP_TYPES } from '../../../engine/examine/flowRules.ts';
import type { ExamineUser } from '../../../server-adapter/crmExamine.ts';

/** The n-th level (1-based) in the interface's language: the create form's and the detail's words. */
export function levelText(t: TFunction, n: number): string {
  return t('crm.create.level', { n: levelNumber(n, i18n.language) });
}

/** 授权审批: `authorised`; fixed: each level's type and, where it names them, its people, joined by →. */
export function levelsSummary(
  t: TFunction, flow: { examineType: number; stepList: readonly { stepType: number; userList: readonly ExamineUser[] }[] }, authorised: string,
): string {
  if (flow.examineType === 2) return authorised;
  return flow.stepList.map((step) => {
    const who = step.userList.length && NAMED_STEP_TYPES.has(step.stepType) ? `（${step.userList.map((u) => u.realname).join('、')}）` : '';
    return `${t(`crm.create.stepType.${step.stepType}`)}${who}`;
  }).join(' → ');
}
