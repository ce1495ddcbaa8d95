// Texts of the user field (i18n keys form.user.*; forms.md 2.3: the user picker's search says 搜索成员).
import i18n from '../../../i18n/index.ts';

const tr = (key: string, zh: string) => i18n.t(key, { defaultValue: zh });

export const userText = {
  pick: () => tr('form.user.pick', '选择成员'),
  search: () => tr('form.user.search', '搜索成员'),
};
