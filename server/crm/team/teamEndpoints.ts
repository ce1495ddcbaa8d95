/**
 * `<Prefix>/getMembers`, `addMembers`, `updateMembers`, `deleteMembers` for the modules with a team
 * (customer, business, contract; contract 7.2). The guard checks `crm.<realm>.teamsave` on the
 * three edits (declared here); reading the team needs read access to the record.
 */
import { endpoint, type Endpoint } from '../../http/endpoint.ts';
import { optionalChoice, requireInt } from '../../http/params.ts';
import { CRM_MODULES, rightsOf } from '../crmModules.ts';
import { requireIds } from '../../http/idList.ts';
import { membersOf, type Power, removeMembers, setMembers } from './teamMembers.ts';

export const TEAM_MODULES = Object.values(CRM_MODULES).filter((m) => m.hasTeam);

export const teamEndpoints: Endpoint[] = TEAM_MODULES.flatMap((module) => {
  const save = endpoint(`${module.prefix}/addMembers`, rightsOf(module, 'teamsave'), async ({ db, params, userId }) => {
    const ids = requireIds(params, 'ids', module.title);
    const memberIds = requireIds(params, 'memberIds', '团队成员');
    const power = (optionalChoice(params, 'power', '权限', [1, 2]) ?? 1) as Power;
    await setMembers(db, userId, module, ids, memberIds, power);
  });
  return [
    endpoint(`${module.prefix}/getMembers`, async ({ db, params, userId }) =>
      membersOf(db, userId, module, requireInt(params, module.idKey, module.title))),
    save,
    endpoint(`${module.prefix}/updateMembers`, rightsOf(module, 'teamsave'), save.handler),
    endpoint(`${module.prefix}/deleteMembers`, rightsOf(module, 'teamsave'), async ({ db, params, userId }) => {
      await removeMembers(db, userId, module, requireIds(params, 'ids', module.title), requireIds(params, 'memberIds', '团队成员'));
    }),
  ];
});
