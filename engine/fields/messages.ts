// Every message the field rules can show. The Chinese text is the contract (forms.md 5 and 8),
// quoted exactly; English sits beside it for the English interface. This catalogue lives here and
// not in i18n/ because the server imports the engine core and must not pull in i18next/React.

export type MessageId =
  | 'required'
  | 'number'
  | 'floatnumber'
  | 'mobile'
  | 'email'
  | 'maxChars'
  | 'detailIncomplete'
  | 'detailDescriptionTooLong'
  | 'uniqueCheckFailed'
  | 'invalidValue';

type Catalogue = Readonly<Record<MessageId, string>>;

export const FIELD_MESSAGES: Readonly<{ 'zh-CN': Catalogue; en: Catalogue }> = {
  'zh-CN': {
    required: '{name}不能为空',
    number: '数字的整数部分须少于12位，小数部分须少于4位',
    floatnumber: '货币的整数部分须少于10位，小数部分须少于2位',
    mobile: '手机格式有误',
    email: '邮箱格式有误',
    maxChars: '{name}不能超过{max}个字符',
    detailIncomplete: '请完善明细',
    detailDescriptionTooLong: '{name}的说明不能超过{max}个字符',
    uniqueCheckFailed: '验证出错',
    invalidValue: '{name}格式有误',
  },
  en: {
    required: '{name} is required',
    number: 'A number may have at most 12 integer digits and 4 decimals',
    floatnumber: 'An amount may have at most 10 integer digits and 2 decimals',
    mobile: 'Invalid phone number',
    email: 'Invalid email address',
    maxChars: '{name} may not exceed {max} characters',
    detailIncomplete: 'Please complete the details',
    detailDescriptionTooLong: 'The description in {name} may not exceed {max} characters',
    uniqueCheckFailed: 'Validation failed',
    invalidValue: '{name} is not valid',
  },
};

export type MessageLanguage = keyof typeof FIELD_MESSAGES;

export function fieldMessage(
  id: MessageId,
  params: Readonly<Record<string, string | number>> = {},
  language: MessageLanguage = 'zh-CN',
): string {
  return FIELD_MESSAGES[language][id].replace(/\{(\w+)\}/g, (whole, param: string) =>
    param in params ? String(params[param]) : whole,
  );
}
