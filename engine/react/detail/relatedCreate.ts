// 新建 inside a record (forms.md 2.2 relative mode): which create request opens, with the parent
// pre-filled by fieldName in the shapes field/queryField gives relation values (server-contract 5.4).
// A contract from a business also carries the business's customer; a receivable from a contract
// carries the contract's customer and the contract.
import type { CrmType } from '../../fields/index.ts';
import type { CrmCreateRequest } from '../environment/index.ts';
import type { DetailCrmType } from '../../../server-adapter/crmDetail.ts';

type Rec = Readonly<Record<string, unknown>>;

function customerOf(parentType: DetailCrmType, id: number, record: Rec): Array<{ customerId: number; customerName: string }> {
  if (parentType === 'customer') return [{ customerId: id, customerName: String(record.customerName ?? '') }];
  const customerId = Number(record.customerId);
  return Number.isFinite(customerId) && customerId > 0 ? [{ customerId, customerName: String(record.customerName ?? '') }] : [];
}

export function relatedCreateRequest(parentType: DetailCrmType, id: number, record: Rec, childType: CrmType): CrmCreateRequest {
  const prefill: Record<string, unknown> = {};
  const customer = customerOf(parentType, id, record);
  if (customer.length) prefill.customer_id = customer;
  if (parentType === 'business' && childType === 'contract') {
    prefill.business_id = [{ businessId: id, businessName: String(record.businessName ?? '') }];
  }
  if (parentType === 'contract' && (childType === 'receivables' || childType === 'receivables_plan')) {
    const num = String(record.num ?? '');
    prefill.contract_id = [{ contractId: id, contractNum: num, num }];
  }
  return { crmType: childType, action: { type: 'relative', parentType, parentId: id, prefill } };
}
