// The list's confirmations and small forms use the shared action dialog (engine/react/dialogs).
import { ActionDialog, type ActionDialogProps } from '../dialogs/ActionDialog.tsx';

export type ListDialogProps = ActionDialogProps;
export const ListDialog = ActionDialog;
