// The rules of an approval flow's levels, as both admin dialogs and the server apply them
// (engine/examine/flowRules.ts), and the dialogs' draft → the save's `step` (flowDraft.ts).
import { describe, expect, it } from 'vitest';
import { chineseNumber, flowStepsProblem, levelName } from '../../../engine/examine/flowRules.ts';
import { draftSteps, stepsPayload, stepsProblem } from '../../../pages/manager/systemExamine/flowDraft.ts';

describe('level names', () => {
  it.each([[1, '一'], [2, '二'], [9, '九'], [10, '十'], [11, '十一'], [20, '二十'], [23, '二十三'], [99, '九十九'], [100, '100']])('%i reads %s', (n, text) => {
    expect(chineseNumber(n)).toBe(text);
  });

  it('names levels 第一级, 第二级 … 第十二级', () => {
    expect([1, 2, 12].map(levelName)).toEqual(['第一级', '第二级', '第十二级']);
  });
});

describe('what is wrong with a flow', () => {
  const lina = { userId: 5, realname: '李娜' };

  it('asks nothing of a flow whose approver the submitter picks', () => {
    expect(flowStepsProblem(2, [])).toBeNull();
  });

  it('wants levels in a fixed flow, and people in a level of 指定用户, naming the level', () => {
    expect(flowStepsProblem(1, [])).toBe('审批步骤不能为空');
    expect(flowStepsProblem(1, [{ stepType: 1, userIds: [] }, { stepType: 3, userIds: [] }])).toBe('第二级审批人不能为空');
    expect(flowStepsProblem(1, [{ stepType: 2, userIds: [] }])).toBe('第一级审批人不能为空');
    expect(flowStepsProblem(1, [{ stepType: 1, userIds: [] }, { stepType: 4, userIds: [] }, { stepType: 2, userIds: [5] }])).toBeNull();
  });

  it('reads a draft the same way, and sends people only where the level names them', () => {
    const steps = [{ stepType: 4, users: [lina] }, { stepType: 3, users: [lina, { userId: 7, realname: '王芳' }] }];
    expect(stepsProblem(1, steps)).toBeNull();
    expect(stepsProblem(1, [{ stepType: 2, users: [] }])).toBe('第一级审批人不能为空');
    expect(stepsPayload(1, steps)).toEqual([{ stepType: 4, checkUserId: [] }, { stepType: 3, checkUserId: [5, 7] }]);
    expect(stepsPayload(2, steps)).toEqual([]);
  });

  it('starts a new flow with one 负责人主管 level, and an edit from the stored levels', () => {
    expect(draftSteps(undefined)).toEqual([{ stepType: 1, users: [] }]);
    expect(draftSteps([{ stepType: 2, userList: [{ userId: 5, realname: '李娜', img: 'a.png' }] }]))
      .toEqual([{ stepType: 2, users: [{ userId: 5, realname: '李娜', img: 'a.png' }] }]);
  });
});
