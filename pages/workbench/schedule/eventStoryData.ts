// In-story answers of OaEvent/queryList (contract 10.3), for the schedule calendar's stories only:
// rows shaped as the server answers them (server/oa/event/eventRows.ts, camel-cased), a weekly
// meeting repeated as the server repeats it (one row per occurrence in the asked range, same
// eventId, its own start and end) and a one-off customer visit today. Never used by the product.

const pad = (n: number) => String(n).padStart(2, '0');
const wire = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
const WIRE = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
function parse(text: unknown): Date {
  const m = WIRE.exec(String(text));
  if (!m) throw new Error(`not a wire time: ${String(text)}`);
  return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6]));
}

const MANAGER = { userId: 2, realname: '张伟', img: null };
const SALES = { userId: 3, realname: '李娜', img: null };
const SALES2 = { userId: 4, realname: '刘洋', img: null };

interface StoryEvent { eventId: number; title: string; type: number; start: Date; end: Date; color: string; owners: typeof SALES[]; address: string }

/** Today at hh:mm (the calendar opens on today). */
function today(hours: number, minutes = 0): Date {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate(), hours, minutes);
}

/** The events behind the answers: a weekly meeting first held ten weeks ago on today's weekday, and today's visit. */
export function storyEvents(): StoryEvent[] {
  const meeting = today(10);
  meeting.setDate(meeting.getDate() - 70);
  const meetingEnd = new Date(meeting.getTime() + 60 * 60_000);
  return [
    { eventId: 21, title: '部门周例会', type: 2, start: meeting, end: meetingEnd, color: '', owners: [SALES, SALES2], address: '三楼会议室' },
    { eventId: 22, title: '拜访杭州云帆', type: 0, start: today(14), end: today(15, 30), color: '#3a7bd5', owners: [SALES], address: '文三路 90 号' },
  ];
}

/** Each occurrence overlapping [from, to] (weekly: +7 days; 0: the event once), as the server's eventRepeat does. */
function occurrences(event: StoryEvent, from: Date, to: Date): Array<{ start: Date; end: Date }> {
  const length = event.end.getTime() - event.start.getTime();
  const found = [];
  for (let k = 0; k < (event.type === 2 ? 1000 : 1); k++) {
    const start = new Date(event.start.getFullYear(), event.start.getMonth(), event.start.getDate() + 7 * k, event.start.getHours(), event.start.getMinutes());
    if (start > to) break;
    if (start.getTime() + length >= from.getTime()) found.push({ start, end: new Date(start.getTime() + length) });
  }
  return found;
}

/** The row of one occurrence, as OaEvent/queryList answers it for the manager (its creator). */
function eventRow(event: StoryEvent, start: Date, end: Date): Record<string, unknown> {
  return {
    eventId: event.eventId, title: event.title, content: '', startTime: wire(start), endTime: wire(end),
    createUserId: MANAGER.userId, createTime: '2026-01-05 09:00:00', updateTime: '2026-01-05 09:00:00', type: event.type,
    ownerUserIds: `,${event.owners.map((u) => u.userId).join(',')},`, address: event.address, remark: '', color: event.color, remindType: 1,
    eventrelationId: null, customerIds: '', contactsIds: '', businessIds: '', contractIds: '',
    realname: MANAGER.realname, ownerUserName: event.owners.map((u) => u.realname).join(','), createUser: MANAGER, ownerList: event.owners,
    customerList: [], contactsList: [], businessList: [], contractList: [], permission: { isUpdate: 1, isDelete: 1 },
  };
}

/** OaEvent/queryList {startTime, endTime}: `data` = the rows overlapping the range. */
export function answerQueryList(params: Record<string, unknown>): Array<Record<string, unknown>> {
  const from = parse(params.startTime);
  const to = parse(params.endTime);
  return storyEvents().flatMap((event) => occurrences(event, from, to).map(({ start, end }) => eventRow(event, start, end)));
}
