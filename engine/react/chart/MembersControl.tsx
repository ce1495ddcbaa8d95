// 员工/部门: the member picker. Nothing chosen = everyone the user may see; the server applies the
// data scope either way. The chosen people's names stay here for the button; the page gets ids.
// `start`: the department it opens on (the page's values start with it too, defaultFilterValues).
import { useState } from 'react';
import { Button, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { MembersValue } from '../../charts/index.ts';
import type { DeptOption, MemberUser } from '../../../widgets/form/dataSources.ts';
import { MemberPicker } from '../../../widgets/pickers/MemberPicker.tsx';
import type { ChartEnvironment } from './chartEnvironment.ts';

export function MembersControl({ env, start, deptsOnly, onChange }: {
  env: ChartEnvironment; start?: { id: number; name: string }; deptsOnly?: boolean; onChange(next: MembersValue): void;
}) {
  const { t } = useTranslation();
  const [people, setPeople] = useState<{ users: MemberUser[]; depts: DeptOption[] }>(() => ({ users: [], depts: start ? [{ id: start.id, name: start.name }] : [] }));
  const chosen = [...people.users.map((u) => u.realname), ...people.depts.map((d) => d.name)];
  const shown = chosen.length ? chosen.join('、') : t('chart.filter.allPeople');
  return (
    <MemberPicker title={t('chart.filter.choose')} users={people.users} depts={people.depts} hideUsers={deptsOnly}
      loadUsers={() => env.users()} loadDepts={() => env.deptTree()}
      onConfirm={(users, depts) => {
        setPeople({ users, depts });
        onChange({ userIds: users.map((u) => Number(u.userId)), deptIds: depts.map((d) => Number(d.id)) });
      }}>
      <Button size="sm" variant="outline" aria-label={`${t('chart.filter.people')}: ${shown}`}>
        <Text as="span" maxW="260px" truncate>{shown}</Text>
      </Button>
    </MemberPicker>
  );
}
