/**
 * The user's favourites, shared by the sidebar and the manage dialog. Changes show at once
 * (optimistic), are saved in order to the user's preferences, and go back with an error message
 * when the server refuses them.
 */
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { useGetIdentity, useNotify } from 'react-admin';
import type { Profile } from '../../domain/users';
import { useSavePreferences } from '../ui/useSavePreferences';
import { MAX_FAVOURITES, moveFavourite, removeFavourite, toggleFavourite } from './favourites';

export interface FavouritesState {
  /** Saved order, possibly with keys the viewer cannot open now. */
  list: readonly string[];
  toggle(key: string): void;
  remove(key: string): void;
  move(key: string, direction: -1 | 1, visible: readonly string[]): void;
}

const FavouritesContext = createContext<FavouritesState | null>(null);
const NONE: readonly string[] = [];

export function FavouritesProvider({ children }: { children: ReactNode }) {
  const { identity } = useGetIdentity();
  const saved = (identity?.profile as Profile | undefined)?.preferences?.favourites ?? NONE;
  const save = useSavePreferences();
  const notify = useNotify();
  // The list on screen while a save is on its way; null once the identity has caught up.
  const [pending, setPending] = useState<readonly string[] | null>(null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const latest = useRef(0);
  const list = pending ?? saved;

  const commit = useCallback(
    (next: string[]) => {
      const ticket = ++latest.current;
      setPending(next);
      // One save at a time, so the server keeps the last list the user made.
      queue.current = queue.current.then(() =>
        save({ favourites: next }).then(
          () => {
            if (ticket === latest.current) setPending(null);
          },
          () => {
            if (ticket === latest.current) setPending(null);
            notify('app.layout.favourites.saveError', { type: 'error' });
          },
        ),
      );
    },
    [save, notify],
  );

  const value = useMemo<FavouritesState>(
    () => ({
      list,
      toggle(key) {
        if (!list.includes(key) && list.length >= MAX_FAVOURITES) {
          notify('app.layout.favourites.limit', { type: 'warning', messageArgs: { max: MAX_FAVOURITES } });
          return;
        }
        commit(toggleFavourite(list, key));
      },
      remove(key) {
        commit(removeFavourite(list, key));
      },
      move(key, direction, visible) {
        const next = moveFavourite(list, key, direction, visible);
        if (next.join() !== list.join()) commit(next);
      },
    }),
    [list, commit, notify],
  );
  return <FavouritesContext.Provider value={value}>{children}</FavouritesContext.Provider>;
}

export function useFavourites(): FavouritesState {
  const state = useContext(FavouritesContext);
  if (!state) throw new Error('useFavourites outside FavouritesProvider');
  return state;
}
