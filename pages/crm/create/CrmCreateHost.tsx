// Hosts the create/edit view for whoever opens it (the sidebar's 快速创建, later the list and detail
// pages) and carries on from one form to the next: after '保存并新建联系人' the customer's view gives
// way to a contact form pre-linked to the saved customer (shell-and-calls.md, CRM). A new record of a
// module with categories first asks for its category (CategoryChoice): its form depends on it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { findModule, typeNameKey } from '../../../engine/modules/catalogue.ts';
import { CategoryChoice } from './CategoryChoice.tsx';
import { AppFormTheme } from '../../shell/AppFormTheme.tsx';
import { CrmCreateView } from './CrmCreateView.tsx';
import type { CrmCreateRequest } from './createRequest.ts';
import type { SaveOutcome } from './useCrmCreateForm.ts';
import type { CategoryOption } from './categoryOptions.ts';

export interface CrmCreateHostProps {
  request: CrmCreateRequest;
  onClose(): void;
  /** Each successful save, the chained ones included (a list refreshes). */
  onSaved?(outcome: SaveOutcome): void;
}

export default function CrmCreateHost({ request, onClose, onSaved }: CrmCreateHostProps) {
  // Each form in the chain mounts fresh (its own fields, store and checks).
  const { t } = useTranslation();
  const [chain, setChain] = useState<{ request: CrmCreateRequest; step: number }>({ request, step: 0 });
  const [chosen, setChosen] = useState<CategoryOption | undefined>(undefined);
  const category = request.action.type === 'update' || request.categoryId !== undefined ? undefined : findModule(request.crmType)?.category;
  const first = chosen === undefined ? request
    : { ...request, categoryId: chosen.value, categoryTitle: chosen.label, ...(chosen.kind !== undefined ? { categoryKind: chosen.kind } : {}) };
  const shown = chain.step === 0 ? first : chain.request;

  function saved(outcome: SaveOutcome) {
    onSaved?.(outcome);
    if (outcome.next) setChain((current) => ({ request: outcome.next!, step: current.step + 1 }));
    else onClose();
  }

  if (category && chosen === undefined) {
    return <CategoryChoice category={category} typeName={t(typeNameKey(request.crmType))} onChoose={setChosen} onClose={onClose} />;
  }

  // The form theme comes with this lazily loaded view (AppFormTheme.tsx says why).
  return (
    <AppFormTheme>
      <CrmCreateView key={chain.step} request={shown} onClose={onClose} onSaved={saved} />
    </AppFormTheme>
  );
}
