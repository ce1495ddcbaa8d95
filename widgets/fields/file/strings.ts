// Texts of the file field (i18n keys form.file.*; forms.md 8: the delete confirmation and its
// cancel message are the contract).
import i18n from '../../../i18n/index.ts';

const tr = (key: string, zh: string, params: Record<string, unknown> = {}) => i18n.t(key, { defaultValue: zh, ...params });

export const fileText = {
  uploadFile: () => tr('form.file.uploadFile', '上传附件'),
  uploadImage: () => tr('form.file.uploadImage', '上传图片'),
  uploading: () => tr('form.file.uploading', '上传中…'),
  uploadFailed: () => tr('form.file.uploadFailed', '上传失败'),
  remove: (name: string) => tr('form.file.remove', '删除{{name}}', { name }),
  removeFailed: () => tr('form.file.removeFailed', '删除失败'),
  confirmTitle: () => tr('form.file.confirmTitle', '提示'),
  confirmText: () => tr('form.file.confirmText', '您确定要删除该文件吗?'),
  confirm: () => tr('form.file.confirm', '确定'),
  cancel: () => tr('form.file.cancel', '取消'),
  close: () => tr('form.file.close', '关闭'),
  cancelled: () => tr('form.file.cancelled', '已取消操作'),
  empty: () => tr('form.file.empty', '暂无附件'),
  noSource: () => tr('form.file.noSource', '未配置上传数据源'),
};
