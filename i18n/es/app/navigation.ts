/** Nombres de las secciones (menú, guardia de rutas, favoritos) y de los grupos del menú. */
export const sections = {
  dashboard: 'Inicio',
  orders: 'Lista de órdenes',
  'orders-create': 'Crear orden',
  'orders-pending-delivery': 'Pendientes de entrega',
  'orders-pending-released': 'Pendientes de liberación',
  'order-detail': 'Detalle de orden',
  inventory: 'Lista de inventario',
  'inventory-create': 'Registrar inventario',
  'product-create': 'Crear producto',
  'inventory-detail': 'Detalle de inventario',
  warehouses: 'Almacenes',
  customers: 'Lista de clientes',
  'customers-create': 'Crear cliente',
  'customer-credit-terms': 'Términos de crédito',
  'customer-detail': 'Detalle de cliente',
  'price-requests': 'Lista de solicitudes',
  'price-requests-create': 'Crear solicitud de precio',
  'dashboard-sales': 'Ventas',
  'dashboard-inventory': 'Gestión de inventario',
  'dashboard-performance': 'Desempeño',
  'dashboard-mtd': 'Proyección MTD',
  'dashboard-onboarding': 'Seguimiento de incorporación',
  'dashboard-kpis': 'KPIs ejecutivos',
  'dashboard-purchase-orders': 'Órdenes de compra',
  'customer-service': 'Servicio al cliente',
  'pricing-parameters': 'Parámetros de precios',
  'tenant-config': 'Configuración de la empresa',
  'users-list': 'Usuarios',
} as const;

export const groups = {
  orders: 'Órdenes',
  inventory: 'Inventario',
  customers: 'Clientes',
  priceRequests: 'Solicitudes de precio',
  dashboards: 'Tableros',
  configuration: 'Configuración',
} as const;

export const guard = {
  title: 'Acceso Denegado',
  section: 'No tienes acceso a la sección «%{section}».',
  contact: 'Contacta a tu administrador si necesitas acceso',
  home: 'Ir al inicio',
  goTo: 'Ir a «%{section}»',
  noRoleTitle: 'Tu usuario aún no tiene permisos',
  noRoleBody:
    'Puedes iniciar sesión, pero tu usuario de %{company} no tiene acceso a ninguna sección todavía.',
  noRoleNext:
    'Pide a un administrador de %{company} que te asigne un rol; después cierra sesión y vuelve a entrar.',
  signOut: 'Cerrar sesión',
} as const;

export const pending = {
  title: '%{section}',
  body: 'Esta sección se está preparando y estará disponible en una próxima versión.',
  home: 'Volver al inicio',
} as const;
