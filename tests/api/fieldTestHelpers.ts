// Helpers shared by the field and customer API tests (not a test file itself).
import { type ApiBody, type TestApp } from '../support/testApp.ts';

/** POSTs a JSON body, as the client does for field/save, field/list and addOrUpdate. */
export async function postJson(t: TestApp, path: string, body: unknown, token: string): Promise<ApiBody> {
  const response = await t.app.inject({
    method: 'POST', url: `/api/${path}`,
    headers: { 'content-type': 'application/json', 'admin-token': token },
    payload: JSON.stringify(body),
  });
  return response.json() as ApiBody;
}

/** A designer row as the client sends it back to field/save (contract 5.7). */
export type DesignerRow = Record<string, unknown>;

/** The module's current rows from field/list, ready to be edited and saved. */
export async function designerRows(t: TestApp, token: string, label: number): Promise<DesignerRow[]> {
  const body = await postJson(t, 'field/list', { label }, token);
  if (body.code !== 0) throw new Error(`field/list refused: ${body.msg}`);
  return body.data as DesignerRow[];
}

export async function saveDesign(t: TestApp, token: string, label: number, data: DesignerRow[]): Promise<ApiBody> {
  return postJson(t, 'field/save', { label, data }, token);
}

export async function fieldVersion(t: TestApp, label: number): Promise<number> {
  const row = await t.db.selectFrom('admin_field_version').select('version').where('label', '=', label).executeTakeFirstOrThrow();
  return row.version;
}

export async function customerCount(t: TestApp): Promise<number> {
  const row = await t.db.selectFrom('crm_customer').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The custom field objects of a customer create form, values filled by field name. */
export async function customerPayload(
  t: TestApp, token: string, entity: Record<string, unknown>, customByName: Record<string, unknown> = {},
): Promise<{ entity: Record<string, unknown>; field: Record<string, unknown>[] }> {
  const form = await t.call('field/queryField', { label: 2 }, token);
  if (form.code !== 0) throw new Error(`field/queryField refused: ${form.msg}`);
  const field = (form.data as Record<string, unknown>[])
    .filter((f) => f.fieldType === 0)
    .map((f) => ({ ...f, value: customByName[f.name as string] ?? '' }));
  return { entity, field };
}
