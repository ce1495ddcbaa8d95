// 自定义字段设置: the modules in the CRM menu's order with their last change and 编辑字段 links
// into the designer's route, and the OA approval categories with 查看字段 links.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../../i18n/index.ts';
import CustomFieldPage from '../../../pages/manager/customField/CustomFieldPage.tsx';
import { LIST_PATTERN, noRoute, renderAt, serveDesigner } from './fixtures.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('custom field modules', () => {
  it('lists the seven modules with their last change and links each into the designer', async () => {
    serveDesigner();
    renderAt('/manager/custom-field', <CustomFieldPage {...noRoute} />, LIST_PATTERN);
    expect(await screen.findByRole('heading', { name: '自定义字段设置' })).toBeTruthy();
    const crm = screen.getByRole('region', { name: '客户管理' });
    await within(crm).findByText('线索管理');
    const rows = within(crm).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      '线索管理', '客户管理', '联系人管理', '商机管理', '合同管理', '回款管理', '产品管理',
    ]);
    expect(within(crm).getByRole('columnheader', { name: '最后更新时间' })).toBeTruthy();
    expect(within(rows[1]!).getByText('2024-05-02 11:30:00')).toBeTruthy();
    expect(within(rows[2]!).getByText('尚未修改')).toBeTruthy();
    const edit = within(rows[1]!).getByRole('link', { name: '编辑字段' });
    expect(edit.getAttribute('href')).toBe(`/manager/custom-field/handlefield/crm_customer/2/${encodeURIComponent('客户管理')}`);

    const oa = screen.getByRole('region', { name: '办公审批' });
    await within(oa).findByText('请假审批');
    const categories = within(oa).getAllByRole('row').slice(1);
    expect(categories.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['普通审批系统', '请假审批系统', '采购申请已停用']);
    expect(within(categories[1]!).getByRole('link', { name: '查看字段' }).getAttribute('href'))
      .toBe(`/manager/custom-field/handlefield/oa_examine/2/${encodeURIComponent('请假审批')}`);
    // a custom category's fields are the admin's to edit, disabled or not
    expect(within(categories[2]!).getByRole('link', { name: '编辑字段' }).getAttribute('href'))
      .toBe(`/manager/custom-field/handlefield/oa_examine/9/${encodeURIComponent('采购申请')}`);

    await userEvent.setup().click(edit);
    expect(await screen.findByText('字段设计页')).toBeTruthy();
  });
});
