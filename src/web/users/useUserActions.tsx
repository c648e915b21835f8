/**
 * The access actions on a user, shared by the list's row menu and the detail: block or unblock
 * after a confirmation (blocking is the dangerous one: the person's sessions end), and resending
 * the invitation. Each reads the users again when it is done.
 */
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { User } from '../../domain/users';
import { failureKindOf, serverMessageOf } from '../providers/apiErrors';
import type { AppDataProvider } from '../providers/dataProvider';
import { ConfirmDialog } from '../ui/feedback/ConfirmDialog';
import { useNotifyText } from '../ui/feedback/useNotifyText';
import { useRefreshUsers } from './userQueries';

export function useBlockToggle() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefreshUsers();
  const [target, setTarget] = useState<User | null>(null);
  const [open, setOpen] = useState(false);

  const ask = (user: User) => {
    setTarget(user);
    setOpen(true);
  };

  const blocking = target ? !target.isBlocked : true;
  const name = target?.fullName ?? '';
  const t = (key: string) => translate(`app.users.actions.${key}`, { name });

  const dialog = target ? (
    <ConfirmDialog
      open={open}
      variant={blocking ? 'danger' : 'info'}
      title={t(blocking ? 'blockTitle' : 'unblockTitle')}
      content={t(blocking ? 'blockBody' : 'unblockBody')}
      confirmLabel={t(blocking ? 'blockConfirm' : 'unblockConfirm')}
      onConfirm={async () => {
        await (blocking ? dataProvider.blockUser(target.id) : dataProvider.unblockUser(target.id));
        notify(blocking ? 'app.users.actions.blocked' : 'app.users.actions.unblocked', {
          type: 'success',
          messageArgs: { name },
        });
        await refresh();
      }}
      onClose={() => setOpen(false)}
    />
  ) : null;

  return { ask, dialog };
}

export function useResendInvitation() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notifyText = useNotifyText();
  const refresh = useRefreshUsers();
  const [sendingId, setSendingId] = useState<string | null>(null);

  const resend = async (user: User) => {
    setSendingId(user.id);
    try {
      const message = await dataProvider.resendInvitation(user.id);
      notifyText(message, 'success');
    } catch (error) {
      const kind = failureKindOf(error);
      const message =
        kind === 'server'
          ? (serverMessageOf(error) ?? translate('app.users.actions.resendError'))
          : translate(`app.lists.error.${kind}`);
      notifyText(message, 'error');
      // A 409 means the user changed meanwhile (set a password, was blocked): show them as they are.
      await refresh();
    } finally {
      setSendingId(null);
    }
  };

  return { resend, sendingId };
}
