/**
 * "Are you sure?" before deleting a record: the danger ConfirmDialog with a bin and the words of a
 * delete. While the delete runs the dialog says so and cannot be dismissed; a refusal stays in the
 * dialog (the server's message) so the user can retry or cancel.
 */
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { failureKindOf, serverMessageOf } from '../../providers/apiErrors';
import { ConfirmDialog } from './ConfirmDialog';

export interface ConfirmDeleteDialogProps {
  open: boolean;
  title: ReactNode;
  content?: ReactNode;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

export function ConfirmDeleteDialog({ open, title, content, onConfirm, onClose }: ConfirmDeleteDialogProps) {
  const translate = useTranslate();
  // A lost connection or a timeout is told in the lists' words, not as axios's 'Network Error'.
  const describeFailure = (failure: unknown) => {
    const kind = failureKindOf(failure);
    return kind === 'server'
      ? (serverMessageOf(failure) ?? translate('app.lists.confirm.error'))
      : translate(`app.lists.error.${kind}`);
  };

  return (
    <ConfirmDialog
      open={open}
      variant="danger"
      icon={DeleteOutlineRounded}
      title={title}
      content={content}
      confirmLabel={translate('app.lists.confirm.delete')}
      confirmIcon={<DeleteOutlineRounded />}
      processingLabel={translate('app.lists.confirm.deleting')}
      cancelLabel={translate('app.lists.confirm.cancel')}
      describeFailure={describeFailure}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
