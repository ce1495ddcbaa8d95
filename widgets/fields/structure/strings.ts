// Texts of the department field (i18n keys form.structure.*; forms.md 2.3: the department picker's
// breadcrumb starts at 全部 and its search says 搜索部门名称).
import i18n from '../../../i18n/index.ts';

const tr = (key: string, zh: string) => i18n.t(key, { defaultValue: zh });

export const structureText = {
  pick: () => tr('form.structure.pick', '选择部门'),
  title: () => tr('form.structure.title', '选择部门'),
  search: () => tr('form.structure.search', '搜索部门名称'),
};
