/**
 * The schedule's two choices (contract 10.3): 重复 (`type` 0-4) and 提醒 (`remind_type` 0-8). The
 * contract sends their numbers; the create/edit form (eventForm.ts) offers them as select options,
 * and a select holds its option's text, so a save may carry either (http/params.ts
 * readNamedChoice). One list serves the form's options and the reading of a save.
 */
export const REPEAT_CHOICES = ['不重复', '每天', '每周', '每月', '每年'] as const;
export const REMIND_CHOICES = ['准时', '5分钟前', '15分钟前', '30分钟前', '1小时前', '2小时前', '1天前', '2天前', '1周前'] as const;
