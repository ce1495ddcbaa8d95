// engine/fields: the pure core of the create/edit forms. Field definitions → JSON Schema + UI
// schema + initial values; the rules and their Chinese messages; the save payload; uniqueness
// checks; product pricing; form linkage. The browser (rjsf) and the server both import this, so it
// imports nothing from React, the DOM, widgets/, pages/, server/ or server-adapter/.
// See docs/engine-fields.md.

export { FORM_TYPES, FORM_TYPE_CODES, RELATION_ID_KEYS, VALUE_KIND, formTypeOfCode, isFormType } from './formTypes.ts';
export type { FormType, RelationFormType, ValueKind } from './formTypes.ts';
// One module per form type: its schema, value handling, wire, rules, filter and display facts.
export { FORM_TYPE_MODULES, formTypeModule } from './formTypes/index.ts';
export type { FormTypeModule, PayloadPartWire, ScalarWire, UiFacts } from './formTypes/index.ts';
export {
  BUSINESS_TYPE_FILTER, CHOICE_FILTER, DATE_FILTER, DATETIME_FILTER, DEPT_FILTER, EARLIEST, LATEST, NUMBER_FILTER, TEXT_FILTER, USER_FILTER, needsValue,
} from './formTypes/filterFacets.ts';
export type { FilterCondition, FilterConditionObject, FilterFacet, FilterInput, FilterRow } from './formTypes/filterFacets.ts';
export { dateOnly, formatMoney, isBlankShown, nameOf, names, namesDisplay, plainDisplay } from './formTypes/displayText.ts';
export type { DisplayValue } from './formTypes/displayText.ts';
export type {
  CompileContext,
  CrmType,
  DetailItem,
  FieldDefinition,
  FileItem,
  FileValue,
  Flag,
  FormData,
  FormMode,
  MapAddressValue,
  PickedRecord,
  ProductLine,
  ProductValue,
  RecordId,
} from './definition.ts';

export { compileFields, JSON_SCHEMA_DRAFT_07 } from './compileFields.ts';
export type { CompiledField, CompiledForm } from './compileFields.ts';
export { isSystemField, keyOf } from './keys.ts';
export { RULES_KEYWORD, normalizeSetting } from './fieldSchema.ts';
export type { JsonSchema, LingxiRules, UiSchema } from './fieldSchema.ts';
export { normalizeValue } from './normalizeValue.ts';
export { isEmptyValue } from './isEmptyValue.ts';

export { EXPENSE_ITEM_KEYS, LIMITS, TRIP_ITEM_KEYS, checkFieldRules, countChars, rulesForField } from './rules.ts';
export type { RuleFailure, RuleName } from './rules.ts';
export { FIELD_MESSAGES, fieldMessage } from './messages.ts';
export type { MessageId, MessageLanguage } from './messages.ts';
export { validateField, validateFormData } from './validateFormData.ts';
export type { FieldError, ValidateOptions } from './validateFormData.ts';
export { fieldErrorMessages, fieldErrorMessagesIn, lingxiAjvKeywords, lingxiAjvOptions, lingxiRulesKeyword, lingxiValidatorOptions } from './ajvRules.ts';
export type { RjsfErrorLike } from './ajvRules.ts';

export { joinPayload, splitPayload } from './payload.ts';
export type { CustomFieldPayload, SavePayload, SplitOptions } from './payload.ts';
export { encodeScalar } from './encodeValue.ts';
export type { WireScalar } from './encodeValue.ts';

export { uniqueCheckFailureMessage, uniqueCheckRequest, uniqueCheckTrigger } from './uniqueCheck.ts';
export type { UniqueCheckRequest, UniqueCheckTrigger } from './uniqueCheck.ts';

export { sanitizeDecimalInput } from './decimalInput.ts';
export {
  changeProductLine,
  discountFor,
  newProductLine,
  orderDiscountFromTotal,
  recalculateLine,
  recalculateOrder,
  salesPriceFor,
  subtotalFor,
} from './pricing.ts';
export type { LineChange, OrderTotals } from './pricing.ts';
export { examineDerivedTotal, expenseItemMoney, expenseTotalMoney, tripTotalDuration } from './examineTotals.ts';

export { SOURCE_ID, linkageRules } from './linkage/linkageRules.ts';
export type { FetchKind, LinkageAction, LinkageParam, LinkageRule } from './linkage/linkageRules.ts';
export { applyLinkage, initialLinkageState } from './linkage/applyLinkage.ts';
export type { FetchHint, FieldChange, LinkageForm, LinkageResult, LinkageUiState, PickerScope } from './linkage/applyLinkage.ts';
export { applyFetchResult } from './linkage/fetchResults.ts';
export { RELATIVE_LOCKS, relativeLockedFields } from './linkage/relativeLocks.ts';
export type { BusinessProductsAnswer, BusinessTypeAnswer, FetchEffect } from './linkage/fetchResults.ts';
export { editConflictMessage, FIELD_DESIGN_CONFLICT_MESSAGE, isEditConflictMessage } from './editConflict.ts';
