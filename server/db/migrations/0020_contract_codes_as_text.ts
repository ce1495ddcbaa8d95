/**
 * 合同编号 (field 43, label 6) and 回款编号 (field 54, label 7) become text codes (issue 17 item 2).
 * The contract seeds them as formType 5 (number), so only digits could be entered, while the columns
 * (crm_contract.num, crm_receivables.number) are varchar(255) and real codes read `HT-2026-0135`.
 * Only the field rows change: the stored values are strings already and stay as they are (a numeric
 * code is a valid text code), uniqueness (is_unique and the save's own check) is untouched. A row an
 * admin has since given another type is left alone. The label's version is bumped so that open
 * forms and other server processes load the new definitions (field/save does the same).
 * New databases get the text type from the seed (server/db/seed/fields.ts); docs/custom-fields.md
 * "Deviations" says why we depart from the contract.
 */
import { type Kysely, sql } from 'kysely';

const CODE_FIELDS = [
  { fieldId: 43, label: 6, fieldName: 'num' },
  { fieldId: 54, label: 7, fieldName: 'number' },
] as const;

const NUMBER = 5;
const TEXT = 1;

async function retype(db: Kysely<any>, from: number, to: number): Promise<void> {
  const now = new Date();
  for (const field of CODE_FIELDS) {
    const changed = await db.updateTable('admin_field')
      .set({ type: to, update_time: now })
      .where('field_id', '=', field.fieldId)
      .where('label', '=', field.label)
      .where('field_name', '=', field.fieldName)
      .where('type', '=', from)
      .returning('field_id')
      .execute();
    if (!changed.length) continue;
    await db.updateTable('admin_field_version')
      .set({ version: sql`version + 1`, updated_at: now })
      .where('label', '=', field.label)
      .execute();
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await retype(db, NUMBER, TEXT);
}

export async function down(db: Kysely<any>): Promise<void> {
  // Back to the contract's type; codes with letters would then fail the number rule on their next edit.
  await retype(db, TEXT, NUMBER);
}
