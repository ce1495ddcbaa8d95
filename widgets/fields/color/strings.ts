// Texts of the colour widget (i18n keys colorPicker.*), with their Chinese defaults beside them as the
// date picker's are.
import i18n from '../../../i18n/index.ts';

const tr = (key: string, zh: string, values?: Record<string, unknown>) => i18n.t(key, { defaultValue: zh, ...values });

export const colorText = {
  /** A swatch's accessible name: its place in the palette and its value (颜色 3 #FF9668). */
  swatch: (n: number, color: string) => tr('colorPicker.swatch', '颜色 {{n}} {{color}}', { n, color }),
  none: () => tr('colorPicker.none', '不设置'),
};
