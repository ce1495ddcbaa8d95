// The department tree (system/dept/queryDeptTree type tree) as a flat list in tree order with
// each department's depth, for the selects of the admin pages (业绩目标设置, 员工与部门管理).
export interface FlatDept { id: number; name: string; pid: number; depth: number }

export function flattenDepts(nodes: ReadonlyArray<{ id: number; name: string; pid?: number; children?: unknown }>, depth = 0, out: FlatDept[] = []): FlatDept[] {
  for (const node of nodes) {
    out.push({ id: Number(node.id), name: node.name, pid: Number(node.pid ?? 0), depth });
    if (Array.isArray(node.children)) flattenDepts(node.children as typeof nodes, depth + 1, out);
  }
  return out;
}

/** A select option's text: the name indented by its depth (full-width spaces keep their width). */
export function deptOptionText(dept: FlatDept): string {
  return `${'　'.repeat(dept.depth)}${dept.name}`;
}
