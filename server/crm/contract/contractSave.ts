/**
 * The contract part of the record save (contract 7.7): customer, business and signing contact must
 * exist, and the business and the signing contact belong to the customer; 合同编号 is unique; the
 * product grid is priced again and replaces the contract's lines, and the linked business's lines too; a draft stores check_status 5, a submit 0 (checkStatus.ts).
 * Editing is allowed only while rejected, withdrawn or draft.
 */
import { BusinessError } from '../../http/errors.ts';
import { type PricedGrid, priceProductGrid, replaceProductLines } from '../../records/productLines.ts';
import { checkEditableStatus, submittedStatus } from '../../records/checkStatus.ts';
import { RECORD_MODULES } from '../../records/recordModules.ts';
import { linkedRecord, requireColumn } from '../../records/relations.ts';
import type { SaveHooks } from '../../records/savePipeline.ts';

export const contractSaveHooks: SaveHooks = {
  checkEditable: checkEditableStatus,
  uniqueColumns: [{ column: 'num', message: '合同编号已存在，请校对后再添加！' }],
  async prepare({ trx, row, values, payload, scratch }) {
    requireColumn(row, 'num', '合同编号');
    requireColumn(row, 'customer_id', '客户名称');
    await linkedRecord(trx, row, 'customer_id', RECORD_MODULES.customer, '客户');
    // The form offers only the customer's businesses and contacts (linkage scope); the server holds
    // the same rule for a payload that did not come through the form.
    const business = await linkedRecord(trx, row, 'business_id', RECORD_MODULES.business, '商机');
    if (business && business.customer_id !== row.customer_id) throw new BusinessError('商机不属于该客户');
    const signer = await linkedRecord(trx, row, 'contacts_id', RECORD_MODULES.contacts, '客户签约人');
    if (signer && signer.customer_id !== row.customer_id) throw new BusinessError('客户签约人不属于该客户');
    if (row.company_user_id !== null && row.company_user_id !== undefined) {
      const user = await trx.selectFrom('admin_user').select('user_id').where('user_id', '=', row.company_user_id as number).executeTakeFirst();
      if (!user) throw new BusinessError('公司签约人不存在');
    }
    const grid = await priceProductGrid(trx, values.product, row.discount_rate);
    row.total_price = grid.totalPrice;
    row.discount_rate = grid.discountRate;
    if ((row.money === null || row.money === undefined) && grid.lines.length) row.money = grid.totalPrice;
    row.check_status = submittedStatus(payload.entity);
    scratch.grid = grid;
  },
  async afterWrite({ trx, row, recordId, scratch }) {
    const { lines } = scratch.grid as PricedGrid;
    await replaceProductLines(trx, { contract_id: recordId }, lines);
    if (row.business_id !== null && row.business_id !== undefined) await replaceProductLines(trx, { business_id: row.business_id as number }, lines);
  },
};
