// @vitest-environment node
// withFields: the answer-row builder's merge, the same as `{ ...row, ...fields }` in values and key order.
import { describe, expect, it } from 'vitest';
import { withFields } from '../../../server/http/withFields.ts';

describe('withFields', () => {
  it('keeps the row\'s keys first, replaces values where they stand and adds the new keys after', () => {
    const row = { event_id: 3, title: '周会', create_user_id: '5', start_time: new Date(2026, 10, 2, 9) };
    const fields = { create_user_id: 5, ownerList: [], start_time: new Date(2026, 10, 9, 9), permission: { isUpdate: 1 } };
    const merged = withFields(row, fields);
    expect(Object.keys(merged)).toEqual(Object.keys({ ...row, ...fields }));
    expect(merged).toEqual({ ...row, ...fields });
  });

  it('leaves the row itself as it was', () => {
    const row = { task_id: 1, label_id: [2, 3] };
    withFields(row, { label_id: '2,3' });
    expect(row).toEqual({ task_id: 1, label_id: [2, 3] });
  });
});
