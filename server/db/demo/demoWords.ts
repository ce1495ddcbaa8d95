/**
 * What demo rows are made of: our constant word lists (no outside input), and the SQL pieces that
 * draw from them per generated row `g`, deterministically, each attribute independent of the others.
 */
import { type RawBuilder, sql } from 'kysely';

/** Our constant word lists only, as an SQL array literal. */
const arrayText = (items: readonly string[]) => `array[${items.map((i) => `'${i.replace(/'/g, "''")}'`).join(',')}]::text[]`;
export const pick = (items: readonly string[], expr: string) => sql.raw(`(${arrayText(items)})[1 + (${expr}) % ${items.length}]`);

export const CITIES = ['北京', '上海', '广州', '深圳', '杭州', '南京', '苏州', '成都', '武汉', '西安', '重庆', '天津', '长沙', '郑州', '青岛', '厦门', '宁波', '合肥', '济南', '福州'];
export const WORDS = ['华信', '中科', '鼎盛', '恒通', '新锐', '博远', '天成', '瑞丰', '金桥', '宏达', '永安', '海纳', '聚源', '启明', '万象', '东方', '长城', '星河', '云帆', '青松', '锦程', '盛世', '鸿运', '嘉禾', '同创'];
export const TRADES = ['科技', '贸易', '信息技术', '电子', '物流', '建设', '文化传媒', '医药', '机械', '软件', '网络', '咨询', '实业', '食品', '新能源'];
export const SUFFIX = ['有限公司', '股份有限公司', '集团有限公司'];
export const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴', '徐', '孙', '胡', '朱', '高', '林', '何', '郭', '马', '罗'];
export const GIVEN = ['伟', '芳', '娜', '敏', '静', '丽', '强', '磊', '军', '洋', '勇', '艳', '杰', '娟', '涛', '明', '超', '秀英', '霞', '平', '刚', '桂英', '晨', '欣'];
export const POSTS = ['总经理', '采购经理', '技术总监', '财务主管', '销售总监', '行政专员', '项目经理'];
export const LEVELS = ['A（重点客户）', 'B（普通客户）', 'C（非优先客户）'];
export const SOURCES = ['促销', '搜索引擎', '广告', '转介绍', '线上注册', '线上询价', '预约上门', '陌拜', '电话咨询', '邮件咨询'];
/** 线索来源 offers the customer's sources but 陌拜 (db/seed/fields.ts) */
export const LEADS_SOURCES = SOURCES.filter((s) => s !== '陌拜');
export const INDUSTRIES = ['IT', '金融业', '房地产', '商业服务', '运输/物流', '生产', '政府', '文化传媒'];
export const ADDRESSES = ['浙江省,杭州市,西湖区', '广东省,深圳市,南山区', '北京市,北京城区,朝阳区', '上海市,上海城区,浦东新区', '四川省,成都市,武侯区'];
export const STREETS = ['文三路 90 号', '科技园南区 2 栋', '建国路 88 号', '张江路 665 号', '天府大道中段 1 号'];
export const FOLLOWUPS = ['电话沟通了需求，客户考虑中', '上门拜访，介绍了新版本', '发送了报价单', '客户要求下周再联系', '确认了合同条款', '演示了系统功能，反馈良好'];
export const CATEGORIES = ['打电话', '发邮件', '发短信', '见面拜访', '活动'];
export const RETURN_TYPES = ['电汇', '网上转账', '支票', '支付宝'];
/** The seed users (db/seed/organisation.ts): admin, manager 张伟, sales 李娜, sales2 刘洋, finance 王芳. */
export const OWNERS = [3, 4, 5, 6, 7];

/**
 * A pseudo-random, deterministic non-negative int of row `g` per attribute (`salt`). Modular
 * arithmetic on g (g % 3, g / 3 % 5 ...) made owner, level and source correlated, so some
 * combinations never occurred, which no real data does.
 */
export const h = (salt: number, row = 'g') => `abs(hashint4((${row})::int + ${salt * 7_777_777}))`;
export const owner = (expr: string) => sql.raw(`(array[${OWNERS.join(',')}])[1 + (${expr}) % ${OWNERS.length}]`);

/** `expr` → a timestamp within the two years before `now`, deterministic per row. */
export const timeOf = (now: Date, expr: string) => sql`${now}::timestamp - ((${sql.raw(expr)})::bigint * 7919 % 63072000) * interval '1 second'`;

/**
 * 下次联系时间 for about one row in `every`: a working hour between ten days ago and twenty days
 * ahead, so 今日需联系 / 已逾期 (待办事项) have rows every day the demo is looked at.
 */
export function nextContactTime(now: Date, every: number, salt: number, row = 'g'): RawBuilder<unknown> {
  return sql`case when ${sql.raw(h(salt, row))} % ${sql.raw(String(every))} = 0
    then date_trunc('day', ${now}::timestamp) + ((${sql.raw(h(salt + 1, row))} % 30) - 10) * interval '1 day'
      + (9 + ${sql.raw(h(salt + 2, row))} % 9) * interval '1 hour' end`;
}

/** A company name: city + word + trade + suffix. */
export const companyName = (salt: number) =>
  sql`${pick(CITIES, h(salt))} || ${pick(WORDS, h(salt + 1))} || ${pick(TRADES, h(salt + 2))} || ${pick(SUFFIX, h(salt + 3))}`;
