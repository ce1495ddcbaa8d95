/**
 * Demo schedule events (日程, contract 10.3), written as OaEvent/add would have left them (the event,
 * its linked customer, the office feed's row 添加了日程), so every seed user's calendar, the
 * workbench's month marks and the 日程 badge have something to show around today:
 *   - 张伟's weekly 销售周例会 (Mondays 09:30, since eight weeks ago) with 李娜 and 刘洋;
 *   - admin's monthly 月度经营分析会 (the 28th, 14:00) with 张伟 and 王芳;
 *   - 王芳's yearly 年度审计 and her daily 晨会 (since a week ago);
 *   - today's and the coming days' customer visits of 李娜 and 刘洋, each linked to one of their customers.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { SEED_USER } from '../seed/organisation.ts';
import { intArray } from '../../oa/examine/examineRelations.ts';

interface DemoEvent {
  title: string; user: number; owners: number[]; start: Date; minutes: number; type: number; color: string; remindType: number | null;
  address?: string; customerOf?: number;
}

const at = (day: Date, hour: number, minute = 0) => new Date(day.getFullYear(), day.getMonth(), day.getDate(), hour, minute);

export async function seedDemoEvents(db: Kysely<Database>, log: (line: string) => void, now = new Date()): Promise<void> {
  const { admin, manager, sales, sales2, finance } = SEED_USER;
  const today = at(now, 0);
  const monday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - ((today.getDay() + 6) % 7) - 56);
  const days = (n: number) => new Date(today.getFullYear(), today.getMonth(), today.getDate() + n);
  const events: DemoEvent[] = [
    { title: '销售周例会', user: manager, owners: [sales, sales2], start: at(monday, 9, 30), minutes: 60, type: 2, color: '#3a7bd5', remindType: 2, address: '三楼大会议室' },
    { title: '月度经营分析会', user: admin, owners: [manager, finance], start: new Date(today.getFullYear(), today.getMonth() - 3, 28, 14), minutes: 120, type: 3, color: '#8e6fd8', remindType: 6, address: '总经理办公室' },
    { title: '年度审计', user: finance, owners: [admin], start: new Date(today.getFullYear() - 1, 11, 15, 9), minutes: 480, type: 4, color: '#e5534b', remindType: 8 },
    { title: '财务晨会', user: finance, owners: [], start: at(days(-7), 8, 45), minutes: 15, type: 1, color: '#6b7785', remindType: 0 },
    { title: '拜访客户', user: sales, owners: [], start: at(today, 15), minutes: 90, type: 0, color: '#26a69a', remindType: 3, customerOf: sales },
    { title: '产品演示', user: sales2, owners: [manager], start: at(days(1), 10), minutes: 60, type: 0, color: '#f5a623', remindType: 4, customerOf: sales2 },
    { title: '合同谈判', user: sales, owners: [manager], start: at(days(3), 14, 30), minutes: 120, type: 0, color: '#26a69a', remindType: 5, customerOf: sales },
  ];
  for (const event of events) {
    const customer = event.customerOf === undefined ? undefined : await db.selectFrom('crm_customer').select('customer_id')
      .where('owner_user_id', '=', event.customerOf).orderBy('customer_id').limit(1).executeTakeFirst();
    const { event_id: eventId } = await db.insertInto('oa_event').values({
      title: event.title, content: null, start_time: event.start, end_time: new Date(event.start.getTime() + event.minutes * 60_000),
      create_user_id: event.user, create_time: now, update_time: now, type: event.type, owner_user_ids: intArray(event.owners),
      address: event.address ?? null, remark: null, color: event.color, remind_type: event.remindType,
    }).returning('event_id').executeTakeFirstOrThrow();
    if (customer) {
      await db.insertInto('oa_event_relation').values({
        event_id: eventId, customer_ids: intArray([customer.customer_id]), contacts_ids: '{}', business_ids: '{}', contract_ids: '{}', status: 1, create_time: now,
      }).execute();
    }
    await db.insertInto('oa_action_record').values({
      user_id: event.user, type: 2, action_id: eventId, create_time: now, join_user_ids: event.owners.length ? `,${event.owners.join(',')},` : ',', dept_ids: ',', content: '添加了日程',
    }).execute();
  }
  log(`  schedule events (${events.length})`);
}
