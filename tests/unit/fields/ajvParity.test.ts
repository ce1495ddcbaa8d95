// The browser validates through rjsf's ajv8 validator, the server through validateFormData. The
// user must read the same message for the same data on both sides.

import { customizeValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import {
  compileFields,
  fieldErrorMessages,
  fieldErrorMessagesIn,
  lingxiValidatorOptions,
  validateFormData,
  type CompiledForm,
  type FormData,
  type FormMode,
} from '../../../engine/fields/index.ts';
import { allFormTypeFields } from './fixtures.ts';

function rjsfMessages(compiled: CompiledForm, formData: FormData) {
  const validator = customizeValidator(lingxiValidatorOptions());
  const { errors } = validator.validateFormData(formData, compiled.schema as RJSFSchema, undefined, fieldErrorMessages, compiled.uiSchema);
  return errors
    .map((error) => ({ key: (error.property ?? '').replace(/^\./, ''), message: error.message, stack: error.stack }))
    .sort((a, b) => compiled.order.indexOf(a.key) - compiled.order.indexOf(b.key));
}

function serverMessages(compiled: CompiledForm, formData: FormData, mode?: FormMode) {
  return validateFormData(compiled, formData, { mode }).map(({ key, message }) => ({ key, message, stack: message }));
}

const expense = { startAddress: '杭州', endAddress: '上海', startTime: '2024-05-01', endTime: '2024-05-03', traffic: '300', stay: '0', diet: '120', other: '0' };

/** rjsf drops a cleared input's key (emptyValue undefined); the ajv `required` keyword reports it. */
function withoutEmptyStrings(formData: FormData): FormData {
  return Object.fromEntries(Object.entries(formData).filter(([, value]) => value !== ''));
}

describe('ajv (rjsf) path and validateFormData give the same messages', () => {
  const save = compileFields(allFormTypeFields, { mode: 'save' });
  const cases: Array<[string, FormData]> = [
    ['a fresh create form', save.formData],
    ['cleared inputs whose keys rjsf removed', withoutEmptyStrings(save.formData)],
    [
      'bad formats and nulls',
      {
        ...save.formData,
        customer_name: null,
        field_101: '1234567890123',
        money: '1.234',
        mobile: '12345',
        email: 'a@b',
        remark: '长'.repeat(201),
        field_18: '广告',
        company_user_id: [{ userId: 3 }],
        field_104: { batchId: 'b', files: [{ fileId: 1 }] },
        type_id: 2,
      },
    ],
    ['incomplete detail items', { ...save.formData, cause: [{ ...expense, diet: '' }], trip: [{ startAddress: '杭州' }] }],
    [
      'a valid form',
      {
        ...save.formData,
        customer_name: '灵犀科技',
        money: '100.00',
        field_18: '广告',
        company_user_id: [{ userId: 3 }],
        field_104: { batchId: 'b', files: [{ fileId: 1 }] },
        customer_id: [{ customerId: 7 }],
        contract_id: [{ contractId: 9 }],
        category_id: [1, 4],
        trip: [{ startAddress: '杭州', endAddress: '北京', startTime: '2024-05-01 08:00:00', endTime: '2024-05-02 08:00:00', duration: '1' }],
        type_id: 2,
        status_id: 5,
      },
    ],
  ];

  it.each(cases)('%s', (_label, formData) => {
    const browser = rjsfMessages(save, formData);
    expect(browser).toEqual(serverMessages(save, formData));
  });

  it('names fields by their title, never by their key', () => {
    const messages = rjsfMessages(save, withoutEmptyStrings(save.formData)).map((error) => error.message);
    expect(messages).toContain('客户名称不能为空');
    expect(messages).toContain('客户来源不能为空');
    expect(messages.join()).not.toMatch(/customer_name|field_18|must/);
  });

  it('gives rule errors the field title, as rjsf shows it beside the field', () => {
    const validator = customizeValidator(lingxiValidatorOptions());
    const { errors } = validator.validateFormData({ ...save.formData, mobile: '12' }, save.schema as RJSFSchema, undefined, fieldErrorMessages, save.uiSchema);
    expect(errors.find((error) => error.property === '.mobile')).toMatchObject({ title: '手机', message: '手机格式有误', stack: '手机格式有误' });
  });

  it('reports a valid form as valid on both sides', () => {
    const valid = cases.at(-1)![1];
    expect(rjsfMessages(save, valid)).toEqual([]);
  });

  it('agrees on update mode, where mobile is not checked', () => {
    const update = compileFields(allFormTypeFields, { mode: 'update' });
    const data = { ...update.formData, mobile: '12345' };
    expect(rjsfMessages(update, data)).toEqual(serverMessages(update, data));
    expect(rjsfMessages(update, data).some((error) => error.key === 'mobile')).toBe(false);
  });
});

describe('fieldErrorMessages', () => {
  it('speaks English through fieldErrorMessagesIn', () => {
    const [error] = fieldErrorMessagesIn('en')([{ name: 'required', property: 'money', stack: 'x', title: '合同金额' }]);
    expect(error?.message).toBe('合同金额 is required');
  });

  it('maps stray ajv errors to a named Chinese message and keeps one error per field', () => {
    const errors = fieldErrorMessages([
      { name: 'type', property: '.money', message: 'must be string,null', stack: '.money must be string,null', title: '合同金额' },
      { name: 'required', property: 'money', message: "must have required property '合同金额'", stack: 'x', title: '合同金额' },
    ]);
    expect(errors).toEqual([expect.objectContaining({ property: '.money', message: '合同金额格式有误', stack: '合同金额格式有误' })]);
  });
});
