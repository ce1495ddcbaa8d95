// 新建员工 / 编辑员工: the mobile number that is the login name (fixed once created: 修改登录名 is its
// own action), the first password, name, sex, email, department, job title, direct superior and
// roles. Each field shows its problem under it once 确定 was pressed; the server checks again.
import { useState, type ReactNode } from 'react';
import { Box, Checkbox, Field, Flex, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { ActionDialog } from '../../../engine/react/dialogs/ActionDialog.tsx';
import { invalidSummary } from '../../../engine/react/form/strings.ts';
import { queryUserList } from '../../../server-adapter/system.ts';
import { addUser, type EmployeeInput, queryAllRoles, setUser } from '../../../server-adapter/systemAdmin.ts';
import type { UserListItem } from '../../../server-adapter/types.ts';
import { ChoiceSelect, type ChoiceOption } from '../ChoiceSelect.tsx';
import { deptOptionText, type FlatDept } from '../deptOptions.ts';
import { type EmployeeField, employeeProblems } from './employeeRules.ts';

function inputOf(user: UserListItem | null, deptId: number): EmployeeInput {
  return {
    username: user?.username ?? '', password: user ? undefined : '', realname: user?.realname ?? '', sex: Number(user?.sex ?? 0),
    email: user?.email ?? '', deptId: Number(user?.deptId ?? deptId) || 0, post: user?.post ?? '', parentId: Number(user?.parentId ?? 0) || 0,
    roleIds: user?.roleId ? String(user.roleId).split(',').map(Number).filter(Boolean) : [],
  };
}

export function EmployeeDialog({ user, deptId, depts, onSaved, onClose }: {
  user: UserListItem | null; deptId: number; depts: FlatDept[]; onSaved(): void; onClose(): void;
}) {
  const { t } = useTranslation();
  const [input, setInput] = useState<EmployeeInput>(() => inputOf(user, deptId));
  const [tried, setTried] = useState(false);
  const { data: roles } = useSWR('system/role/getAllRoleList', queryAllRoles, { revalidateOnFocus: false });
  const { data: people } = useSWR('system/user/queryUserList|all', () => queryUserList(), { revalidateOnFocus: false });
  const problems = employeeProblems(input, user === null);
  const labels: Record<EmployeeField, string> = {
    username: t('employees.username'), password: t('employees.password'), realname: t('employees.realname'),
    email: t('employees.email'), deptId: t('employees.dept'), roleIds: t('employees.roles'),
  };
  // Each problem is under its field; the dialog says how many and which (有3项需要修改：…), the
  // same summary as every engine form, never a second copy of the first message.
  const invalid = (Object.keys(problems) as EmployeeField[]).map((key) => labels[key]);
  const summary = invalid.length ? invalidSummary(invalid) : undefined;
  const set = <K extends keyof EmployeeInput>(key: K, value: EmployeeInput[K]) => setInput((current) => ({ ...current, [key]: value }));

  const field = (name: EmployeeField | 'sex' | 'post' | 'parentId', label: string, control: ReactNode, required = false) => {
    const problem = tried ? problems[name as EmployeeField] : undefined;
    return (
      <Field.Root required={required} invalid={Boolean(problem)}>
        <Field.Label>{label}<Field.RequiredIndicator /></Field.Label>
        {control}
        {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
      </Field.Root>
    );
  };
  const select = (label: string, value: number, options: ChoiceOption<number>[], onChange: (v: number) => void) => (
    <ChoiceSelect<number> label={label} value={value} options={options} onChange={onChange} w="full" />
  );

  return (
    <ActionDialog size="lg" title={t(user ? 'employees.editUser' : 'employees.newUser')} onClose={onClose} problem={tried ? summary : undefined}
      onConfirm={async () => {
        setTried(true);
        if (summary) throw new Error(summary);
        if (user) await setUser(user.userId, input);
        else await addUser(input);
        onSaved();
      }}>
      <Stack gap="4">
        <SimpleGrid columns={2} gap="4">
          {field('username', t('employees.username'),
            <Input size="sm" inputMode="numeric" maxLength={11} value={input.username} disabled={user !== null} onChange={(e) => set('username', e.currentTarget.value)} />, true)}
          {user === null
            ? field('password', t('employees.password'), <Input size="sm" type="password" autoComplete="new-password" value={input.password ?? ''} onChange={(e) => set('password', e.currentTarget.value)} />, true)
            : <Box />}
          {field('realname', t('employees.realname'), <Input size="sm" maxLength={20} value={input.realname} onChange={(e) => set('realname', e.currentTarget.value)} />, true)}
          {field('sex', t('employees.sex'), select(t('employees.sex'), input.sex,
            [{ value: 0, text: t('employees.sexNone') }, { value: 1, text: t('employees.sexMale') }, { value: 2, text: t('employees.sexFemale') }], (v) => set('sex', v)))}
          {field('email', t('employees.email'), <Input size="sm" type="email" value={input.email} onChange={(e) => set('email', e.currentTarget.value)} />)}
          {field('deptId', t('employees.dept'), select(t('employees.dept'), input.deptId,
            [{ value: 0, text: '—' }, ...depts.map((d) => ({ value: d.id, text: deptOptionText(d) }))], (v) => set('deptId', v)), true)}
          {field('post', t('employees.post'), <Input size="sm" maxLength={50} value={input.post} onChange={(e) => set('post', e.currentTarget.value)} />)}
          {field('parentId', t('employees.parent'), select(t('employees.parent'), input.parentId,
            [{ value: 0, text: t('employees.noParent') }, ...(people ?? []).filter((p) => p.userId !== user?.userId).map((p) => ({ value: p.userId, text: p.realname }))],
            (v) => set('parentId', v)))}
        </SimpleGrid>
        {/* not a Field: Chakra's checkboxes take a Field's label as their own name */}
        <Stack gap="2" role="group" aria-labelledby="employee-roles-label">
          <Text id="employee-roles-label" fontSize="sm" fontWeight="medium">{t('employees.roles')} <Text as="span" color="red.500">*</Text></Text>
          {(roles ?? []).filter((g) => g.list.length).map((group) => (
            <Flex key={group.pid} gap="3" wrap="wrap" align="center">
              <Text fontSize="xs" color="fg.muted" w="7em">{group.name}</Text>
              {group.list.map((role) => (
                <Checkbox.Root key={role.id} size="sm" colorPalette="brand" checked={input.roleIds.includes(role.id)}
                  onCheckedChange={(d) => set('roleIds', d.checked === true ? [...input.roleIds, role.id] : input.roleIds.filter((id) => id !== role.id))}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{role.title}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Flex>
          ))}
          {tried && problems.roleIds && <Text fontSize="xs" color="red.600">{problems.roleIds}</Text>}
        </Stack>
      </Stack>
    </ActionDialog>
  );
}
