// The text of a design problem. The three the server also checks use its exact wording
// (字段名称不能为空, 自定义表单名称不能重复！, 请填写选项), kept in i18n under designer.checks.
import type { TFunction } from 'i18next';
import { fieldMessage } from '../../../engine/fields/index.ts';
import { MAX_NAME_CHARS } from './designField.ts';
import type { DesignIssue } from './validateDesign.ts';

export function issueMessage(issue: DesignIssue, t: TFunction, language: string): string {
  if (issue.kind === 'defaultInvalid' && issue.failure) {
    const rule = fieldMessage(issue.failure.id, issue.failure.params, language === 'en' ? 'en' : 'zh-CN');
    return t('designer.checks.defaultInvalid', { message: rule });
  }
  return t(`designer.checks.${issue.kind}`, { max: MAX_NAME_CHARS });
}
