// How a page's sections sit: a full section takes its own row; consecutive half sections share
// rows two by two on wide screens (the 仪表盘's 业绩指标 beside 销售趋势).
import type { ChartSectionDef } from './types.ts';

export type SectionRow = { span: 'full'; sections: [ChartSectionDef] } | { span: 'half'; sections: ChartSectionDef[] };

export function sectionRows(sections: readonly ChartSectionDef[]): SectionRow[] {
  const rows: SectionRow[] = [];
  for (const section of sections) {
    const last = rows[rows.length - 1];
    if (section.span !== 'half') rows.push({ span: 'full', sections: [section] });
    else if (last?.span === 'half') last.sections.push(section);
    else rows.push({ span: 'half', sections: [section] });
  }
  return rows;
}
