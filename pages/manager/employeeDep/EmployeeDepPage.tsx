// /manager/employee-dep (员工与部门管理, manage.users.read): the department tree beside the employees
// of the chosen department. Everything a company needs to bring its people in: departments,
// employees with their login, superior and roles, disabling someone who leaves (signed out at
// once), password resets. The server checks every right and value again (server/system/).
import { useMemo, useState } from 'react';
import { Flex, Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { hasAuthKey } from '../../../engine/pages/auth.ts';
import type { PageProps } from '../../../engine/react/index.ts';
import { queryDeptTree } from '../../../server-adapter/system.ts';
import { useSession } from '../../session/sessionStore.ts';
import { flattenDepts } from '../deptOptions.ts';
import { DeptPanel } from './DeptPanel.tsx';
import { UsersPanel } from './UsersPanel.tsx';

export default function EmployeeDepPage(_props: PageProps) {
  const { t } = useTranslation();
  const { auth } = useSession();
  const { data: tree, mutate } = useSWR('system/dept/queryDeptTree', () => queryDeptTree('tree'), { revalidateOnFocus: false });
  const depts = useMemo(() => flattenDepts(tree ?? []), [tree]);
  const [selected, setSelected] = useState(0);
  const can = (right: string) => hasAuthKey(auth, `manage.users.${right}`);

  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">{t('routes.manager.employeeDep')}</Heading>
      <Flex gap="4" align="flex-start">
        <DeptPanel depts={depts} selected={selected} onSelect={setSelected} onChanged={() => mutate()} can={can} />
        <UsersPanel key={selected} deptId={selected} depts={depts} can={can} />
      </Flex>
    </Stack>
  );
}
