// Route component key (schemas/routes.json) → the page file of its list. Each file is its own
// small chunk, loaded with the page.
export const LIST_PAGE_FILES = {
  'crm/clue': () => import('../../../schemas/pages/crm/leads.json'),
  'crm/customer': () => import('../../../schemas/pages/crm/customer.json'),
  'crm/contacts': () => import('../../../schemas/pages/crm/contacts.json'),
  'crm/seas': () => import('../../../schemas/pages/crm/pool.json'),
  'crm/business': () => import('../../../schemas/pages/crm/business.json'),
  'crm/contract': () => import('../../../schemas/pages/crm/contract.json'),
  'crm/money': () => import('../../../schemas/pages/crm/receivables.json'),
  'crm/product': () => import('../../../schemas/pages/crm/product.json'),
} as const satisfies Record<string, () => Promise<unknown>>;

export type ListPageKey = keyof typeof LIST_PAGE_FILES;

export function isListPageKey(key: string | undefined): key is ListPageKey {
  return key !== undefined && Object.hasOwn(LIST_PAGE_FILES, key);
}
