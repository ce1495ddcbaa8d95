/** Every record call of the CRM modules (issue 4), mounted by app.ts as one list. */
import { businessEndpoints } from './business/businessEndpoints.ts';
import { businessTypeEndpoints } from './business/businessTypeEndpoints.ts';
import { contactsEndpoints } from './contacts/contactsEndpoints.ts';
import { contractEndpoints } from './contract/contractEndpoints.ts';
import { customerRecordEndpoints } from './customer/customerRecordEndpoints.ts';
import { leadsEndpoints } from './leads/leadsEndpoints.ts';
import { productCategoryEndpoints } from './product/productCategories.ts';
import { productEndpoints } from './product/productEndpoints.ts';
import { receivablesEndpoints } from './receivables/receivablesEndpoints.ts';
import { receivablesPlanEndpoints } from './receivables/receivablesPlanEndpoints.ts';

export const crmRecordEndpoints = [
  ...customerRecordEndpoints,
  ...leadsEndpoints,
  ...contactsEndpoints,
  ...businessEndpoints,
  ...businessTypeEndpoints,
  ...contractEndpoints,
  ...receivablesEndpoints,
  ...receivablesPlanEndpoints,
  ...productEndpoints,
  ...productCategoryEndpoints,
];
