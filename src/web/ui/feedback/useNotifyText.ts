/**
 * Toasts a text that is already in the user's language (a server message, a pluralised count).
 * react-admin's notify looks every message up as a catalogue key; `_` makes the text its own
 * fallback, so nothing is logged as missing and a '%{' in it is never read as a placeholder.
 */
import { useCallback } from 'react';
import { type NotificationType, useNotify } from 'react-admin';

export function useNotifyText() {
  const notify = useNotify();
  return useCallback(
    (text: string, type: NotificationType) => notify(text, { type, messageArgs: { _: text } }),
    [notify],
  );
}
