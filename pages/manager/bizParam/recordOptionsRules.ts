// The follow-up types as the server takes them (crm/activity/recordOptions.ts): distinct, not blank,
// at most 50 characters; the first problem in the server's own words, or null.
export const RECORD_OPTION_MAX = 50;

export function recordOptionsProblem(options: readonly string[]): string | null {
  const texts = options.map((o) => o.trim());
  if (texts.some((o) => o === '')) return '跟进记录选项不能为空';
  if (texts.some((o) => o.length > RECORD_OPTION_MAX)) return '跟进记录选项不能超过50个字符';
  if (new Set(texts).size !== texts.length) return '跟进记录选项不能重复';
  return null;
}

/** A stage group's stages: each named (≤ 50), each win rate 0-100 with up to 2 decimals. */
export function stagesProblem(name: string, stages: readonly { name: string; rate: string }[]): string | null {
  if (name.trim() === '') return '商机组名称不能为空';
  if (name.trim().length > 50) return '商机组名称不能超过50个字符';
  if (!stages.length) return '商机阶段不能为空';
  for (const stage of stages) {
    if (stage.name.trim() === '') return '阶段名称不能为空';
    if (stage.name.trim().length > 50) return '阶段名称不能超过50个字符';
    const rate = stage.rate.trim();
    if (!/^\d{1,3}(\.\d{1,2})?$/.test(rate)) return '赢单率格式不正确';
    if (Number(rate) > 100) return '赢单率不能大于100';
  }
  return null;
}
