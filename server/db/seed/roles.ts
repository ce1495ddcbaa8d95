/**
 * Seeded roles (contract 3.5) and the menus each role grants. Roles 8, 10 and 11 deviate from
 * the original on purpose so the seeded sales and finance users can work (docs/server.md).
 */

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

export interface RoleSeed {
  roleId: number;
  roleName: string;
  /** 1 系统管理, 2 客户管理, 5 项目(内置), 7 办公, 8 项目管理 */
  roleType: number;
  remark: string | null;
  /** data scope 1 本人 … 5 全部 (contract 3.6) */
  dataType: number;
  isHidden: number;
  label: number | null;
  menuIds: number[];
}

/** Role 1 gets every menu in code (auth/authTree.ts), so it has no role_menu rows. */
export const SUPER_ADMIN_ROLE_ID = 1;

/** 办公员工: the office menus every seeded member of staff holds (below). */
export const OFFICE_STAFF_ROLE_ID = 48;

/** 项目创建人: may create projects (project.projectManage.save) without seeing every project as 项目管理员 (12) does. */
export const PROJECT_CREATOR_ROLE_ID = 49;

/**
 * 销售经理角色 as the contract lists it (everything in CRM except contract discard, 192), plus the
 * business, contract and receivables exports the contract's menus lack (193-195, menus.ts).
 */
const salesManagerCrm = [
  1, 9, ...range(17, 25), 10, ...range(26, 36), 191, 11, ...range(40, 45), 107, 108,
  12, ...range(46, 52), 13, ...range(53, 59), 14, ...range(60, 64), 15, ...range(65, 69), 109, 110, ...range(127, 131),
  193, 194, 195,
];
/** Our addition: the sales manager sees the BI pages about their team. */
const salesManagerBi = [2, 99, 104, 98, 103, 101, 106, 125, 126];

/** Our deviation: in the original 销售员角色 has no menus at all. */
const salespersonMenus = [
  1, 9, ...range(17, 20), 10, ...range(26, 29), 11, ...range(40, 43), 12, ...range(46, 49),
  13, ...range(53, 56), 14, ...range(60, 63), 15, 67, 68, 127, 128, 130,
];

/** Our deviation: 财务角色 reads customers and contracts, handles receivables, sees contract BI. */
const financeMenus = [1, 10, 28, 29, 13, 55, 56, 14, ...range(60, 63), 15, 67, 68, 2, 101, 106];

export const ROLE_SEED: RoleSeed[] = [
  { roleId: 1, roleName: '超级管理员', roleType: 1, remark: 'admin', dataType: 5, isHidden: 1, label: null, menuIds: [] },
  { roleId: 2, roleName: '系统设置管理员', roleType: 1, remark: null, dataType: 2, isHidden: 1, label: null, menuIds: [3, ...range(160, 186)] },
  { roleId: 3, roleName: '部门与员工管理员', roleType: 1, remark: null, dataType: 5, isHidden: 1, label: null, menuIds: range(166, 173) },
  { roleId: 4, roleName: '审批流管理员', roleType: 1, remark: null, dataType: 5, isHidden: 1, label: null, menuIds: [178, 179] },
  { roleId: 5, roleName: '工作台管理员', roleType: 1, remark: null, dataType: 5, isHidden: 1, label: null, menuIds: [176, 177] },
  { roleId: 6, roleName: '客户管理员', roleType: 1, remark: null, dataType: 5, isHidden: 1, label: null, menuIds: range(180, 184) },
  { roleId: 7, roleName: '公告管理员', roleType: 7, remark: null, dataType: 5, isHidden: 1, label: null, menuIds: range(187, 190) },
  { roleId: 8, roleName: '销售经理角色', roleType: 2, remark: null, dataType: 2, isHidden: 1, label: null, menuIds: [...salesManagerCrm, ...salesManagerBi] },
  { roleId: 9, roleName: '行政管理', roleType: 2, remark: null, dataType: 1, isHidden: 1, label: null, menuIds: [] },
  { roleId: 10, roleName: '财务角色', roleType: 2, remark: null, dataType: 1, isHidden: 1, label: null, menuIds: financeMenus },
  { roleId: 11, roleName: '销售员角色', roleType: 2, remark: null, dataType: 2, isHidden: 1, label: null, menuIds: salespersonMenus },
  { roleId: 12, roleName: '项目管理员', roleType: 8, remark: 'project', dataType: 5, isHidden: 1, label: 1, menuIds: [] },
  { roleId: 13, roleName: '管理', roleType: 5, remark: '', dataType: 5, isHidden: 0, label: 2, menuIds: [] },
  { roleId: 14, roleName: '编辑', roleType: 5, remark: null, dataType: 5, isHidden: 1, label: 3, menuIds: [139, 141, 142, 143] },
  { roleId: 15, roleName: '只读', roleType: 5, remark: null, dataType: 5, isHidden: 1, label: 4, menuIds: [] },
  // Ours: what every member of staff reads in 办公, held beside their CRM role (a role edits only
  // the menus of its type, menuTrees.ts): 通讯录 and its 查看 (oa.book.read).
  { roleId: OFFICE_STAFF_ROLE_ID, roleName: '办公员工', roleType: 7, remark: null, dataType: 1, isHidden: 1, label: null, menuIds: [148, 150, 151] },
  { roleId: 47, roleName: '测试项目', roleType: 8, remark: null, dataType: 5, isHidden: 1, label: null, menuIds: [] },
  // Ours: the seeded sales manager starts projects (新建项目) and sees only those he is in or that are public.
  { roleId: PROJECT_CREATOR_ROLE_ID, roleName: '项目创建人', roleType: 8, remark: null, dataType: 5, isHidden: 1, label: null, menuIds: [149, 152, 153] },
];
