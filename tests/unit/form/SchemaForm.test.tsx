// SchemaForm as a user and a host see it: labels name the controls, messages appear on blur and
// clear as the user fixes the value, submit gives the formData or blocks and focuses, and a
// keystroke re-renders only its own field (and the fields that declared a dependency on it).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRef, type ReactNode } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Widget, WidgetProps } from '@rjsf/utils';
import { compileFields, splitPayload, type CompiledForm, type FieldDefinition } from '../../../engine/fields/index.ts';
import { SchemaForm, useSchemaForm, type SchemaFormApi, type SchemaFormProps } from '../../../engine/react/form/index.ts';
import { AppProviders } from '../../support/AppProviders.tsx';
import TextWidget from '../../../widgets/fields/text/TextWidget.tsx';
import '../../../i18n/index.ts';
import { customerFields } from './fixtures.ts';

afterEach(cleanup);

function renderForm(props: Partial<SchemaFormProps> & { compiled?: CompiledForm; after?: ReactNode } = {}) {
  const compiled = props.compiled ?? compileFields(customerFields, { mode: 'save' });
  const formRef = createRef<SchemaFormApi>();
  const { after, ...rest } = props;
  const view = render(
    <AppProviders>
      <SchemaForm compiled={compiled} formRef={formRef} {...rest}>
        {after}
      </SchemaForm>
    </AppProviders>,
  );
  return { compiled, formRef, view };
}

/** A text widget that counts its renders by field id, notes the formContext it got, then draws the real TextWidget. */
function renderProbe() {
  const renders = new Map<string, number>();
  const contexts = new Map<string, { formData?: Record<string, unknown>; scopes?: Record<string, unknown> }>();
  const Probe: Widget = (props: WidgetProps) => {
    renders.set(props.id, (renders.get(props.id) ?? 0) + 1);
    contexts.set(props.id, props.registry.formContext);
    return <TextWidget {...props} />;
  };
  return { renders, contexts, widgets: { text: Probe } };
}

const manyTexts: FieldDefinition[] = Array.from({ length: 12 }, (_, i) => ({
  fieldId: 100 + i, fieldName: `文本${i}`, name: `文本${i}`, formType: 'text', isNull: 0, value: '', fieldType: 0, sorting: i,
}));

describe('SchemaForm labels and widgets', () => {
  it('links every label to its control (root_<key>), as LingxiForm does', () => {
    renderForm();
    expect(screen.getByLabelText('客户名称')).toHaveProperty('id', 'root_customer_name');
    expect(screen.getByLabelText('手机')).toHaveProperty('id', 'root_mobile');
    expect(screen.getByLabelText('客户级别').tagName).toBe('SELECT');
    expect(screen.getByLabelText('备注').tagName).toBe('TEXTAREA');
    // our own date picker (issue 17 item 11): a text input that always shows yyyy-MM-dd
    expect(screen.getByLabelText('预计成交日期')).toHaveProperty('type', 'text');
    expect(screen.getByLabelText('预计成交日期')).toHaveProperty('placeholder', 'yyyy-MM-dd');
    expect(screen.getByLabelText('客户名称')).toHaveProperty('placeholder', '请输入客户全称');
    expect(screen.getByLabelText('客户名称').getAttribute('aria-required')).toBe('true');
  });

  it('shows a notice for a form type without a widget instead of throwing', () => {
    // A formType newer than this client (a newer server, a field type still being built): the
    // registry has neither a widget nor an object field of that name.
    const base = compileFields(customerFields, { mode: 'save' });
    const renamed = (key: string, name: string, asField: boolean) => {
      const ui = base.uiSchema[key] as Record<string, unknown>;
      return { ...ui, 'ui:widget': name, ...(asField ? { 'ui:field': name } : {}), 'ui:options': { ...(ui['ui:options'] as object), formType: name } };
    };
    const compiled: CompiledForm = {
      ...base,
      uiSchema: { ...base.uiSchema, remark: renamed('remark', 'signature', false), deal_date: renamed('deal_date', 'geo_fence', true) },
    };
    renderForm({ compiled });
    expect(screen.getByText('暂不支持的字段类型：signature')).toBeTruthy();
    expect(screen.getByText('暂不支持的字段类型：geo_fence')).toBeTruthy();
    // The rest of the form still works.
    expect(screen.getByLabelText('客户名称')).toBeTruthy();
  });
});

describe('SchemaForm re-renders per field', () => {
  it('a keystroke re-renders only the field typed into', async () => {
    const user = userEvent.setup();
    const { renders, widgets } = renderProbe();
    const compiled = compileFields(manyTexts, { mode: 'save' });
    const { formRef } = renderForm({ compiled, widgets });
    const mounted = new Map(renders);
    expect(mounted.size).toBe(12);

    await user.type(screen.getByLabelText('文本3'), 'abc');

    expect(formRef.current!.store.get('field_103')).toBe('abc');
    // The typed field rendered once per keystroke (a probe that saw nothing would fail here)...
    expect(renders.get('root_field_103')! - mounted.get('root_field_103')!).toBeGreaterThanOrEqual(3);
    // ...and no other field rendered at all.
    for (const [id, count] of renders) {
      if (id !== 'root_field_103') expect(count, id).toBe(mounted.get(id));
    }
  });

  it('a field that declares a dependency re-renders when its source changes and reads it from formContext.formData', async () => {
    const user = userEvent.setup();
    const { renders, contexts, widgets } = renderProbe();
    const compiled = compileFields(manyTexts, { mode: 'save' });
    renderForm({ compiled, widgets, formContext: { dataSources: 'host' }, dependencies: { field_107: ['field_100'] } });
    const mounted = new Map(renders);

    await user.type(screen.getByLabelText('文本0'), 'x');

    expect(renders.get('root_field_107')).toBeGreaterThan(mounted.get('root_field_107')!);
    expect(renders.get('root_field_105')).toBe(mounted.get('root_field_105'));
    // The dependent widget sees the source's value, on top of what the host put in formContext.
    expect(contexts.get('root_field_107')).toEqual({ dataSources: 'host', formData: { field_100: 'x' } });
    expect(contexts.get('root_field_105')).toEqual({ dataSources: 'host' });
  });

  it('gives a widget its linkage scope in formContext.scopes', () => {
    const { contexts, widgets } = renderProbe();
    const compiled = compileFields(manyTexts, { mode: 'save' });
    const { formRef } = renderForm({ compiled, widgets });
    act(() => formRef.current!.store.setScope('field_102', { customerId: 7 }));
    expect(contexts.get('root_field_102')?.scopes).toEqual({ field_102: { customerId: 7 } });
  });

  it('a re-render of the host with new callbacks re-renders no field', () => {
    const { renders, widgets } = renderProbe();
    const compiled = compileFields(manyTexts, { mode: 'save' });
    const tree = (onFieldChange: () => void) => (
      <AppProviders>
        <SchemaForm compiled={compiled} widgets={widgets} onFieldChange={onFieldChange} />
      </AppProviders>
    );
    const view = render(tree(() => undefined));
    const mounted = new Map(renders);
    view.rerender(tree(() => undefined));
    expect(renders).toEqual(mounted);
  });
});

describe('SchemaForm rules', () => {
  it('says 客户名称不能为空 on blur of the empty required field, and clears it as the user types', async () => {
    const user = userEvent.setup();
    renderForm();
    const name = screen.getByLabelText('客户名称');
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(name);
    await user.tab();
    expect(screen.getByRole('alert').textContent).toBe('客户名称不能为空');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBe('root_customer_name__error');

    await user.type(name, '灵');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(name.getAttribute('aria-invalid')).toBeNull();
  });

  it('does not nag while typing a format-checked field before its first blur', async () => {
    const user = userEvent.setup();
    renderForm();
    const mobile = screen.getByLabelText('手机');
    await user.type(mobile, '12');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.tab();
    expect(screen.getByRole('alert').textContent).toBe('手机格式有误');
    await user.type(mobile, '345678');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('checks a select on change (a pick is one gesture)', async () => {
    const user = userEvent.setup();
    renderForm();
    const level = screen.getByLabelText('客户级别');
    await user.selectOptions(level, 'B（重点客户）');
    await user.selectOptions(level, '');
    expect(screen.getByRole('alert').textContent).toBe('客户级别不能为空');
  });

  it('calls onFieldChange with the key, the value, the store and the value before, and onFieldBlur', async () => {
    const user = userEvent.setup();
    const onFieldChange = vi.fn();
    const onFieldBlur = vi.fn();
    const { formRef } = renderForm({ onFieldChange, onFieldBlur });
    await user.type(screen.getByLabelText('邮箱'), 'a@');
    await user.tab();
    expect(onFieldChange).toHaveBeenLastCalledWith('email', 'a@', formRef.current!.store, 'a');
    expect(onFieldBlur).toHaveBeenCalledWith('email', 'a@', formRef.current!.store);
    expect(screen.getByRole('alert').textContent).toBe('邮箱格式有误');
  });
});

describe('SchemaForm submit', () => {
  it('blocks with errors, shows every message, focuses the first invalid field and says how many need attention', () => {
    const onSubmit = vi.fn();
    const { formRef } = renderForm({ onSubmit });
    let result: unknown;
    act(() => {
      result = formRef.current!.submit();
    });
    expect(result).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['客户名称不能为空', '客户级别不能为空', '有2项需要修改：客户名称、客户级别']);
    expect(document.activeElement?.id).toBe('root_customer_name');
  });

  it('counts and focuses a refusal from outside the fields (the approval section) after theirs', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { formRef } = renderForm({ onSubmit, after: <button type="button" id="approver">选择审批人</button> });
    await user.type(screen.getByLabelText('客户名称'), '杭州灵犀科技');
    await user.selectOptions(screen.getByLabelText('客户级别'), 'A（核心客户）');
    const approver = { label: '审批人', focus: () => { document.getElementById('approver')!.focus(); return true; } };
    let result: { formData: unknown; invalidKeys: string[] } | undefined;
    act(() => {
      result = formRef.current!.submitWithErrors([approver]);
    });
    expect(result).toMatchObject({ formData: null, invalidKeys: [] });
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.activeElement?.id).toBe('approver');
    expect(screen.getByRole('alert').textContent).toBe('有1项需要修改：审批人');
    // refused again: a new alert, so a screen reader says it again
    const first = screen.getByRole('alert');
    act(() => {
      formRef.current!.submitWithErrors([approver]);
    });
    expect(screen.getByRole('alert')).not.toBe(first);
  });

  it('returns the formData (the shape rjsf gives, so splitPayload works) and calls onSubmit', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { formRef, compiled } = renderForm({ onSubmit });
    await user.type(screen.getByLabelText('客户名称'), '杭州灵犀科技');
    await user.type(screen.getByLabelText('手机'), '13800138000');
    await user.selectOptions(screen.getByLabelText('客户级别'), 'A（核心客户）');
    fireEvent.change(screen.getByLabelText('预计成交日期'), { target: { value: '2026-12-01' } });

    let formData: Record<string, unknown> | null = null;
    act(() => {
      formData = formRef.current!.submit();
    });
    expect(formData).toEqual({
      customer_name: '杭州灵犀科技', mobile: '13800138000', email: '', field_17: 'A（核心客户）', remark: '', deal_date: '2026-12-01',
    });
    expect(onSubmit).toHaveBeenCalledWith(formData);
    const payload = splitPayload(formData!, compiled);
    expect(payload.entity).toMatchObject({ customer_name: '杭州灵犀科技', mobile: '13800138000', deal_date: '2026-12-01' });
    expect(payload.field).toEqual([expect.objectContaining({ fieldId: 17, value: 'A（核心客户）' })]);
  });

  it('submits from a button inside the form through useSchemaForm()', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    function SaveButton() {
      const form = useSchemaForm();
      return <button type="button" onClick={() => form.submit()}>保存</button>;
    }
    renderForm({ onSubmit, after: <SaveButton /> });
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.activeElement?.id).toBe('root_customer_name');
  });
});

describe('SchemaForm extra errors and disabled', () => {
  it('shows extraErrors at their field, blocks submit with them, and clears them when the prop does', () => {
    const compiled = compileFields(customerFields, { mode: 'save', prefill: { customer_name: '杭州灵犀科技', 客户级别: 'A（核心客户）' } });
    const formRef = createRef<SchemaFormApi>();
    const tree = (extraErrors?: Record<string, string>) => (
      <AppProviders>
        <SchemaForm compiled={compiled} formRef={formRef} extraErrors={extraErrors} />
      </AppProviders>
    );
    const view = render(tree({ customer_name: '客户名称已存在' }));
    expect(screen.getByRole('alert').textContent).toBe('客户名称已存在');
    expect(screen.getByLabelText('客户名称')).toHaveProperty('value', '杭州灵犀科技');
    let result: unknown;
    act(() => {
      result = formRef.current!.submit();
    });
    expect(result).toBeNull();

    view.rerender(tree(undefined));
    expect(screen.queryByText('客户名称已存在')).toBeNull();
    act(() => {
      result = formRef.current!.submit();
    });
    expect(result).toMatchObject({ customer_name: '杭州灵犀科技' });
    // the refusal's summary goes with the submit that went through
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('disables every control when the form is disabled', () => {
    renderForm({ disabled: true });
    for (const label of ['客户名称', '手机', '邮箱', '客户级别', '备注', '预计成交日期']) {
      expect(screen.getByLabelText(label), label).toHaveProperty('disabled', true);
    }
  });

  it('honours compiled locks and disabled keys set on the store (linkage)', async () => {
    const compiled = compileFields(customerFields, { mode: 'save', lockedFields: ['mobile'] });
    const { formRef } = renderForm({ compiled });
    expect(screen.getByLabelText('手机')).toHaveProperty('disabled', true);
    expect(screen.getByLabelText('邮箱')).toHaveProperty('disabled', false);
    act(() => formRef.current!.store.setDisabledKeys(['email']));
    expect(screen.getByLabelText('手机')).toHaveProperty('disabled', false);
    expect(screen.getByLabelText('邮箱')).toHaveProperty('disabled', true);
  });

  it('shows values the host writes into the store (linkage fills)', () => {
    const { formRef } = renderForm();
    act(() => formRef.current!.store.setMany({ mobile: '13800138000', remark: '由线索转化' }));
    expect(screen.getByLabelText('手机')).toHaveProperty('value', '13800138000');
    expect(screen.getByLabelText('备注')).toHaveProperty('value', '由线索转化');
  });
});
