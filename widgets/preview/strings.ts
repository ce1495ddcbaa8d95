// Texts of the preview overlay (i18n keys preview.*). 已经是第一张了! and 已经是最后一张了! are the
// spec's (shell-and-calls.md, "Shared overlays and pickers").
import i18n from '../../i18n/index.ts';

const tr = (key: string, zh: string) => i18n.t(key, { defaultValue: zh });

export const previewText = {
  first: () => tr('preview.first', '已经是第一张了!'),
  last: () => tr('preview.last', '已经是最后一张了!'),
  counterLabel: () => tr('preview.counter', '第几张 / 共几张'),
  toolbar: () => tr('preview.toolbar', '预览操作'),
  zoomIn: () => tr('preview.zoomIn', '放大'),
  zoomOut: () => tr('preview.zoomOut', '缩小'),
  rotate: () => tr('preview.rotate', '旋转'),
  download: () => tr('preview.download', '下载'),
  previous: () => tr('preview.previous', '上一张'),
  next: () => tr('preview.next', '下一张'),
  thumbnails: () => tr('preview.thumbnails', '缩略图'),
  close: () => tr('preview.close', '关闭预览'),
  open: (name: string) => i18n.t('preview.open', { defaultValue: '预览{{name}}', name }),
};
