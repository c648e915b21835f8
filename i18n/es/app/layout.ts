/** Textos de la interfaz: marco de la aplicación (menú lateral, encabezado, vista por rol). */
export const layout = {
  nav: {
    label: 'Menú principal',
    loading: 'Cargando el menú…',
    sections: 'Secciones',
    groupMenu: 'Secciones de %{group}',
  },
  sidebar: {
    collapse: 'Contraer menú',
    expand: 'Expandir menú',
    open: 'Abrir menú',
    close: 'Cerrar menú',
    withShortcut: '%{action} (%{shortcut})',
  },
  favourites: {
    title: 'Favoritos',
    add: 'Agregar «%{name}» a favoritos',
    remove: 'Quitar «%{name}» de favoritos',
    manage: 'Administrar favoritos',
    hint: 'Marca la estrella de una sección para tenerla aquí.',
    dialogTitle: 'Administrar favoritos',
    dialogSubtitle: 'Ordena tus accesos directos o quita los que ya no uses.',
    emptyTitle: 'Aún no tienes favoritos',
    emptyBody:
      'Pasa el cursor sobre cualquier sección del menú y marca la estrella para fijarla en la parte superior.',
    moveUp: 'Subir «%{name}»',
    moveDown: 'Bajar «%{name}»',
    removeOne: 'Quitar «%{name}» de favoritos',
    moved: '«%{name}» ahora está en la posición %{position} de %{total}.',
    removed: '«%{name}» se quitó de favoritos.',
    done: 'Listo',
    saveError: 'No se pudieron guardar tus favoritos. Inténtalo de nuevo.',
    limit: 'Puedes tener hasta %{max} favoritos.',
  },
  language: {
    label: 'Idioma',
    es: 'Español',
    en: 'English',
  },
  logout: 'Cerrar sesión',
  user: {
    fallback: 'Usuario',
    avatar: 'Foto de %{name}',
  },
  header: {
    label: 'Encabezado',
    home: 'Ir al inicio',
    /** The logo link's name holds what it shows (the company's name) before what it does. */
    homeOf: '%{name}: ir al inicio',
    logo: 'Logotipo de %{name}',
  },
  viewAs: {
    button: 'Ver como',
    title: 'Ver la aplicación como',
    loading: 'Cargando roles…',
    empty: 'No hay roles disponibles.',
    loadError: 'No se pudieron cargar los roles.',
    error: 'No se pudo cambiar al rol seleccionado.',
    banner: 'Viendo como: %{role}',
    back: 'Regresar a administrador',
    backError: 'No se pudo regresar a la vista de administrador.',
  },
} as const;
