// The whole Chinese catalogue as tests look keys up in it: the shell's first-load part
// (i18n/zh-CN.json) and the screens' part (i18n/zh-CN.app.json), whose top-level keys are disjoint.
import zhShell from '../../i18n/zh-CN.json';
import zhApp from '../../i18n/zh-CN.app.json';

export const zhCN = { ...zhShell, ...zhApp };
