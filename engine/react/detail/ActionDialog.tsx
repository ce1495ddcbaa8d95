// The drawer's confirmations and small forms (删除, 放入公海, 作废, 输单 with a reason, 设置成交状态,
// 转移...): the shared action dialog as a confirmation (alertdialog, focus on 取消).
import { ActionDialog as SharedActionDialog, type ActionDialogProps } from '../dialogs/ActionDialog.tsx';

export type { ActionDialogProps } from '../dialogs/ActionDialog.tsx';

export function ActionDialog(props: ActionDialogProps) {
  return <SharedActionDialog alert {...props} />;
}
