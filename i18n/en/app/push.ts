import type { PushKey } from '../../areas';
import type { AppShape } from '../../shape';
import { notificationSettings } from './notificationSettings';

/** UI texts: the invitation to receive browser notifications. */
const push: AppShape['push'] = {
  prompt: {
    title: 'Receive notifications?',
    body: 'We’ll let you know when your orders change, even when this tab is closed.',
    decline: 'No, thanks',
    accept: 'Yes, turn on',
  },
};

/** The invitation: it comes with the prompt, after the frame, only where the browser can push. */
export const enPushArea: Pick<AppShape, PushKey> = { push, notificationSettings };
