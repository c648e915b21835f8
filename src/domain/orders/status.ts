/**
 * Where an order stands (its ops status) and the pipeline filters that group statuses in the lists
 * and the dashboard card. Step names and Spanish labels are the original client's own; which step each filter
 * covers: docs/decisions.md, "Orders: list and export".
 */
import type { Locale } from '../i18n';

/** The progress steps in the order the original client displays them (Facturado before Transporte Asignado). */
export const OPS_STEPS = [
  'ORDEN_CREADA',
  'EFIRMA_CLIENTE',
  'APROBADO_POR_FINANZAS',
  'MATERIAL_ASIGNADO',
  'EMBARCADO/PROGRAMADO',
  'FACTURADO',
  'TRANSPORTE_ASIGNADO',
  'ORDEN_ENTREGADA',
  'PAGADO',
] as const;
export type OpsStep = (typeof OPS_STEPS)[number];

/** Statuses off the happy path: finance retains the order, or someone cancels it (irreversible). */
export const OFF_PATH_STATUSES = ['ORDEN_RETENIDA', 'ORDEN_CANCELADA'] as const;

export const OPS_STATUSES = [...OPS_STEPS, ...OFF_PATH_STATUSES] as const;
export type OpsStatus = (typeof OPS_STATUSES)[number];

type Labels = { es: string; en: string };

/** Labels of the progress stepper. */
export const OPS_STEP_LABELS: Record<OpsStatus, Labels> = {
  ORDEN_CREADA: { es: 'Orden Creada', en: 'Order created' },
  EFIRMA_CLIENTE: { es: 'eFirma cliente', en: 'Client e-signature' },
  APROBADO_POR_FINANZAS: { es: 'Aprobado por Finanzas', en: 'Approved by finance' },
  MATERIAL_ASIGNADO: { es: 'Material Asignado', en: 'Material assigned' },
  'EMBARCADO/PROGRAMADO': { es: 'Embarcado/Programado', en: 'Shipped/Scheduled' },
  FACTURADO: { es: 'Facturado', en: 'Invoiced' },
  TRANSPORTE_ASIGNADO: { es: 'Transporte Asignado', en: 'Transport assigned' },
  ORDEN_ENTREGADA: { es: 'Orden Entregada', en: 'Order delivered' },
  PAGADO: { es: 'Pagado', en: 'Paid' },
  ORDEN_RETENIDA: { es: 'Orden Retenida', en: 'Order retained' },
  // Lower-case as the original client writes it.
  ORDEN_CANCELADA: { es: 'orden cancelada', en: 'Order cancelled' },
};

/**
 * Labels of the status badge. The original client's 'Orden Autorizada por Finanzas' is shown 'Liberada por
 * finanzas'; our lifecycle makes it the APROBADO_POR_FINANZAS step, so only the badge differs.
 */
export const OPS_STATUS_BADGE_LABELS: Record<OpsStatus, Labels> = {
  ...OPS_STEP_LABELS,
  APROBADO_POR_FINANZAS: { es: 'Liberada por finanzas', en: 'Released by finance' },
};

export function opsStatusLabel(status: OpsStatus, locale: Locale): string {
  return OPS_STATUS_BADGE_LABELS[status][locale];
}

/** Position in the stepper, -1 for the off-path statuses. */
export function stepIndex(status: OpsStatus): number {
  return (OPS_STEPS as readonly OpsStatus[]).indexOf(status);
}

/** True once the order reached `step` on the happy path (retained and cancelled never do). */
export function hasReached(status: OpsStatus, step: OpsStep): boolean {
  const at = stepIndex(status);
  return at >= 0 && at >= stepIndex(step);
}

/**
 * The order list's tabs (sent as `statusTab`): the original client's pipeline values, plus 'ALL'
 * and the closed states (delivered, paid, cancelled), so every order is in a tab.
 */
export const PIPELINE_FILTERS = [
  'ALL',
  'DEFAULT',
  'CREATED',
  'ASSIGNINVENTORY',
  'MATERIALALLOCATED',
  'SCHEDULERORDER',
  'TRANSPORTASSIGN',
  'INVOICED',
  'DELIVERED',
  'PAID',
  'CANCELLED',
] as const;
export type PipelineFilter = (typeof PIPELINE_FILTERS)[number];

/** The tab the list opens on, and the one a search without a tab looks in. */
export const DEFAULT_PIPELINE_FILTER: PipelineFilter = 'DEFAULT';
export const SEARCH_PIPELINE_FILTER: PipelineFilter = 'ALL';

/** The tab a list request reads: the one asked, else every state for a search, else the open orders. */
export function listTabOf(q: { statusTab?: PipelineFilter; searchParam?: string }): PipelineFilter {
  return q.statusTab ?? (q.searchParam ? SEARCH_PIPELINE_FILTER : DEFAULT_PIPELINE_FILTER);
}

export const PIPELINE_FILTER_LABELS: Record<PipelineFilter, Labels> = {
  ALL: { es: 'Todas', en: 'All' },
  DEFAULT: { es: 'Abiertas', en: 'Open' },
  CREATED: { es: 'Creadas', en: 'Created' },
  ASSIGNINVENTORY: { es: 'Liberadas', en: 'Released' },
  MATERIALALLOCATED: { es: 'Material asignado', en: 'Material assigned' },
  SCHEDULERORDER: { es: 'Embarcadas/Programadas', en: 'Shipped/Scheduled' },
  TRANSPORTASSIGN: { es: 'Transporte asignado', en: 'Transport assigned' },
  INVOICED: { es: 'Facturadas', en: 'Invoiced' },
  DELIVERED: { es: 'Entregadas', en: 'Delivered' },
  PAID: { es: 'Pagadas', en: 'Paid' },
  CANCELLED: { es: 'Canceladas', en: 'Cancelled' },
};

/**
 * Statuses each filter lists. Open is every order not cancelled and not delivered; Pagado is the
 * last step, after delivery, so a paid order is not open either. A retained order waits for
 * finance like a new one, hence under Created. Each status is in exactly one tab besides All and Open.
 */
export const PIPELINE_FILTER_STATUSES: Record<PipelineFilter, readonly OpsStatus[]> = {
  ALL: OPS_STATUSES,
  DEFAULT: OPS_STATUSES.filter((s) => s !== 'ORDEN_ENTREGADA' && s !== 'PAGADO' && s !== 'ORDEN_CANCELADA'),
  CREATED: ['ORDEN_CREADA', 'EFIRMA_CLIENTE', 'ORDEN_RETENIDA'],
  ASSIGNINVENTORY: ['APROBADO_POR_FINANZAS'],
  MATERIALALLOCATED: ['MATERIAL_ASIGNADO'],
  SCHEDULERORDER: ['EMBARCADO/PROGRAMADO'],
  TRANSPORTASSIGN: ['TRANSPORTE_ASIGNADO'],
  INVOICED: ['FACTURADO'],
  DELIVERED: ['ORDEN_ENTREGADA'],
  PAID: ['PAGADO'],
  CANCELLED: ['ORDEN_CANCELADA'],
};

/** The tabs that group statuses (not All, not Open): each status is in exactly one of them. */
type StateFilter = Exclude<PipelineFilter, 'ALL' | 'DEFAULT'>;

/** The narrowest tab that lists an order in this status. */
export function pipelineFilterOf(status: OpsStatus): StateFilter {
  for (const filter of PIPELINE_FILTERS) {
    if (filter !== 'ALL' && filter !== 'DEFAULT' && PIPELINE_FILTER_STATUSES[filter].includes(status))
      return filter;
  }
  throw new Error(`no tab lists ${status}`);
}
