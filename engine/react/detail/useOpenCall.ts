// The descriptor's call on showing a record (`detail.open`: an announcement's readAnnouncement
// while its isRead is 0), once per record the drawer shows, through the drawer's api (a story
// fakes it); then the list behind and the menu's counts reload (`onDone`: the drawer's onChanged).
// A failure is the request client's to show.
import { useEffect, useRef } from 'react';
import { moduleOf } from '../../modules/catalogue.ts';
import { matches } from '../../modules/conditions.ts';
import type { CrmDetailApi, DetailCrmType } from '../../../server-adapter/crmDetail.ts';

export function useOpenCall(api: CrmDetailApi, crmType: DetailCrmType, id: number, record: Readonly<Record<string, unknown>> | undefined, onDone?: () => void): void {
  const done = useRef<string | null>(null);
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;
  useEffect(() => {
    const open = moduleOf(crmType).detail?.open;
    const key = `${crmType}:${id}`;
    if (!open || !record || done.current === key) return;
    if (open.when && !matches(open.when, record)) return;
    done.current = key;
    api.opened(crmType, id).then(() => onDoneRef.current?.(), () => {});
  }, [api, crmType, id, record]);
}
