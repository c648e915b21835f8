import type { AppShape } from '../../shape';

/** UI texts: the application frame (sidebar, header, role view). */
export const layout: AppShape['layout'] = {
  nav: {
    label: 'Main menu',
    loading: 'Loading the menu…',
    sections: 'Sections',
    groupMenu: '%{group} sections',
  },
  sidebar: {
    collapse: 'Collapse menu',
    expand: 'Expand menu',
    open: 'Open menu',
    close: 'Close menu',
    withShortcut: '%{action} (%{shortcut})',
  },
  favourites: {
    title: 'Favourites',
    add: 'Add “%{name}” to favourites',
    remove: 'Remove “%{name}” from favourites',
    manage: 'Manage favourites',
    hint: 'Star a section to keep it here.',
    dialogTitle: 'Manage favourites',
    dialogSubtitle: 'Reorder your shortcuts or remove the ones you no longer use.',
    emptyTitle: 'No favourites yet',
    emptyBody: 'Hover over any section in the menu and click its star to pin it to the top.',
    moveUp: 'Move “%{name}” up',
    moveDown: 'Move “%{name}” down',
    removeOne: 'Remove “%{name}” from favourites',
    moved: '“%{name}” is now in position %{position} of %{total}.',
    removed: '“%{name}” was removed from favourites.',
    done: 'Done',
    saveError: 'Your favourites could not be saved. Please try again.',
    limit: 'You can have up to %{max} favourites.',
  },
  language: {
    label: 'Language',
    es: 'Español',
    en: 'English',
  },
  logout: 'Sign out',
  user: {
    fallback: 'User',
    avatar: 'Photo of %{name}',
  },
  header: {
    label: 'Header',
    home: 'Go to home',
    logo: '%{name} logo',
  },
  viewAs: {
    button: 'View as',
    title: 'View the application as',
    loading: 'Loading roles…',
    empty: 'No roles available.',
    loadError: 'The roles could not be loaded.',
    error: 'Could not switch to the selected role.',
    banner: 'Viewing as: %{role}',
    back: 'Back to admin',
    backError: 'Could not return to the admin view.',
  },
};
