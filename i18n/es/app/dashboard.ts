/** Textos de la interfaz: inicio. */
export const dashboard = {
  welcome: 'Bienvenido, %{name}',
  welcomeSubtitle: 'Este es el resumen de tu operación en %{tenant}.',
} as const;
