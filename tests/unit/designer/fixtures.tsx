// The customer module as field/list answers it (server-contract 5.3 label 2, 5.7 row shape), plus
// one admin-made field, and a harness that renders a designer page on a stubbed fetch.
import { type ReactElement } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { AppProviders } from '../../support/AppProviders.tsx';
import { Toaster, toaster } from '../../../pages/shell/toaster.tsx';
import type { PageProps } from '../../../engine/react/index.ts';
import type { FieldListRow, FieldSaveBody } from '../../../server-adapter/fields.ts';

const LEVEL = ['A（重点客户）', 'B（普通客户）', 'C（非优先客户）'];

function row(fieldId: number, fieldName: string, name: string, type: number, formType: string, extra: Partial<FieldListRow> = {}): FieldListRow {
  const setting = typeof extra.options === 'string' ? extra.options.split(',') : [];
  return {
    fieldId, fieldName, name, type, label: 2, remark: null, inputTips: null, maxLength: null, defaultValue: '',
    isUnique: 0, isNull: 0, options: null, operating: 1, updateTime: '2024-05-01 10:00:00', examineCategoryId: null,
    fieldType: 1, relevant: null, formType, setting, ...extra,
  };
}

export function customerRows(): FieldListRow[] {
  return [
    row(10, 'customer_name', '客户名称', 1, 'text', { isUnique: 1, isNull: 1, sorting: 0 }),
    row(11, 'mobile', '手机', 7, 'mobile', { sorting: 1 }),
    row(12, 'telephone', '电话', 1, 'text', { sorting: 2 }),
    row(18, '客户来源', '客户来源', 3, 'select', { fieldType: 0, options: '促销,搜索引擎,广告', sorting: 3 }),
    row(17, '客户级别', '客户级别', 3, 'select', { fieldType: 0, options: LEVEL.join(','), sorting: 4 }),
    row(15, 'next_time', '下次联系时间', 13, 'datetime', { sorting: 5 }),
    row(16, 'remark', '备注', 1, 'text', { sorting: 6 }),
    row(98, 'VIP等级', 'VIP等级', 1, 'text', { fieldType: 0, operating: 0, sorting: 7 }),
  ];
}

export interface Served {
  /** Every call's path, in order. */
  calls: string[];
  /** Bodies of field/save, parsed. */
  saves: FieldSaveBody[];
  /** What field/list answers next (a save replaces it, as the server would). */
  rows: FieldListRow[];
  /** field/queryVersions: a save bumps its label's; one sent with an older expectedVersion is refused. */
  versions: Record<string, number>;
}

/**
 * Answers field/list, field/queryFields, field/save and field/examineFieldSave (an office approval
 * category's) like the server; `saveAnswer` overrides save. The approval categories: 普通审批 and
 * 请假审批 (system), 采购申请 (custom, disabled).
 */
export function serveDesigner(options: { rows?: FieldListRow[]; saveAnswer?: { code: number; msg?: string } } = {}): Served {
  const served: Served = { calls: [], saves: [], rows: options.rows ?? customerRows(), versions: { '2': 3 } };
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
    const path = String(url).replace(/^\/api\//, '');
    served.calls.push(path);
    let body: unknown = { code: 0, data: null };
    if (path === 'field/list') body = { code: 0, data: served.rows };
    if (path === 'field/queryVersions') body = { code: 0, data: { ...served.versions } };
    if (path === 'field/save' || path === 'field/examineFieldSave') {
      const sent = JSON.parse(String(init.body)) as FieldSaveBody;
      served.saves.push(sent);
      const stale = sent.expectedVersion !== undefined && sent.expectedVersion !== (served.versions[String(sent.label)] ?? 0);
      body = stale ? { code: 500, msg: '字段设置已被他人修改，请载入最新设置后再保存' } : options.saveAnswer ?? { code: 0 };
      if (!options.saveAnswer && !stale) {
        served.versions[String(sent.label)] = (served.versions[String(sent.label)] ?? 0) + 1;
        served.rows = sent.data.map((item, index) => ({
          ...item, fieldId: item.fieldId ?? 200 + index, setting: item.options ? item.options.split(',') : [],
        }) as unknown as FieldListRow);
      }
    }
    if (path === 'OaExamineCategory/queryExamineCategoryList') {
      const category = (categoryId: number, title: string, type: number, isSys: number, status = 1) => ({
        categoryId, title, remarks: title, type, status, isSys, examineType: 2, userIds: [], deptIds: [], stepList: [],
      });
      body = { code: 0, data: [category(1, '普通审批', 1, 1), category(2, '请假审批', 2, 1), category(9, '采购申请', 0, 0, 0)] };
    }
    if (path === 'field/queryFields') {
      body = {
        code: 0,
        data: [
          { label: '1', name: '线索管理', types: 'crm_leads', updateTime: '2024-05-01 10:00:00' },
          { label: '2', name: '客户管理', types: 'crm_customer', updateTime: '2024-05-02 11:30:00' },
          { label: '3', name: '联系人管理', types: 'crm_contacts', updateTime: '2000-01-01 00:00:00' },
          { label: '4', name: '产品管理', types: 'crm_product', updateTime: '2024-05-01 10:00:00' },
          { label: '5', name: '商机管理', types: 'crm_business', updateTime: '2024-05-01 10:00:00' },
          { label: '6', name: '合同管理', types: 'crm_contract', updateTime: '2024-05-01 10:00:00' },
          { label: '7', name: '回款管理', types: 'crm_receivables', updateTime: '2024-05-01 10:00:00' },
        ],
      };
    }
    return new Response(JSON.stringify(body), { status: 200 });
  }));
  return served;
}

export const noRoute = {} as PageProps;

export const DESIGNER_PATTERN = '/manager/custom-field/handlefield/:type/:id/:label';
export const LIST_PATTERN = '/manager/custom-field';

export const DESIGNER_URL = `/manager/custom-field/handlefield/crm_customer/2/${encodeURIComponent('客户管理')}`;

/** The page under its real route pattern (routes.json), a fresh SWR cache, and the toaster. */
export function renderAt(url: string, page: ReactElement, pattern: string) {
  // The toaster is one store for the module: a toast of the previous test would still be on screen.
  toaster.remove();
  return render(
    <AppProviders>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={pattern} element={page} />
            {pattern !== LIST_PATTERN && <Route path={LIST_PATTERN} element={<p>模块列表页</p>} />}
            {pattern !== DESIGNER_PATTERN && <Route path={DESIGNER_PATTERN} element={<p>字段设计页</p>} />}
          </Routes>
        </MemoryRouter>
      </SWRConfig>
      <Toaster />
    </AppProviders>,
  );
}

