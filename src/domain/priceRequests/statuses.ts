/**
 * A price request's life: asked by sales, costed and approved by pricing. Who may move it where
 * lives here once; the server enforces it and the screens only offer what it allows
 * (docs/decisions.md, "Price requests").
 */

export const PRICE_REQUEST_STATUSES = [
  /** Asked; nobody has costed it yet. */
  'REQUESTED',
  /** Pricing saved a calculation without a base cost (the MSP is still 'N/D'). */
  'IN_COSTING',
  /** Costed: a base cost is set, so there is an MSP to approve. */
  'QUOTED',
  /** The MSP and the price hold for the customer × product until `validUntil`. */
  'APPROVED',
  /** Pricing declined it, with a reason. */
  'REJECTED',
  /** An approval past its validity, or an open request past its delivery window. */
  'EXPIRED',
] as const;
export type PriceRequestStatus = (typeof PRICE_REQUEST_STATUSES)[number];

export const PRICE_REQUEST_STATUS_LABELS: Record<PriceRequestStatus, { es: string; en: string }> = {
  REQUESTED: { es: 'Solicitada', en: 'Requested' },
  IN_COSTING: { es: 'En costeo', en: 'In costing' },
  QUOTED: { es: 'Cotizada', en: 'Quoted' },
  APPROVED: { es: 'Aprobada', en: 'Approved' },
  REJECTED: { es: 'Rechazada', en: 'Rejected' },
  EXPIRED: { es: 'Vencida', en: 'Expired' },
};

/** Still being worked on: editable and deletable by whoever asked, costable by pricing. */
export const OPEN_PRICE_REQUEST_STATUSES = [
  'REQUESTED',
  'IN_COSTING',
  'QUOTED',
] as const satisfies readonly PriceRequestStatus[];

export function isOpenPriceRequest(status: PriceRequestStatus): boolean {
  return (OPEN_PRICE_REQUEST_STATUSES as readonly PriceRequestStatus[]).includes(status);
}

/** Who asked: a seller, customer service, or the customer (taken down by one of them). */
export const REQUESTED_BY_TYPES = ['SELLER', 'CUSTOMER_SERVICE', 'CUSTOMER'] as const;
export type RequestedByType = (typeof REQUESTED_BY_TYPES)[number];
export const REQUESTED_BY_TYPE_LABELS: Record<RequestedByType, { es: string; en: string }> = {
  SELLER: { es: 'Vendedor', en: 'Seller' },
  CUSTOMER_SERVICE: { es: 'Servicio al cliente', en: 'Customer service' },
  CUSTOMER: { es: 'Cliente', en: 'Customer' },
};

export const PRICE_REQUEST_ACTIONS = ['edit', 'delete', 'cost', 'approve', 'reject', 'expire'] as const;
export type PriceRequestAction = (typeof PRICE_REQUEST_ACTIONS)[number];

/**
 * What the acting user is to this request. `pricing` holds PRICE_REQUEST_LIST at WRITE (costs,
 * approves, rejects, and may also edit); `requester` holds CREATE_PRICE_REQUEST at WRITE and the
 * request is in their scope (their own, or their supervised sellers'); `system` is the expiry job.
 */
export type PriceRequestActor = { pricing: boolean; requester: boolean; system?: boolean };

/**
 * The status after `action`, or null when the action is not allowed from `status` for `actor`.
 * `costComplete` (for 'cost' and 'edit') says whether the saved calculation has a base cost
 * above zero, i.e. an MSP. An edit of a quoted request sends it back to costing: the volume,
 * product or delivery it was costed for may have changed.
 */
export function nextPriceRequestStatus(
  status: PriceRequestStatus,
  action: PriceRequestAction,
  actor: PriceRequestActor,
  costComplete = false,
): PriceRequestStatus | null {
  const open = isOpenPriceRequest(status);
  switch (action) {
    case 'edit':
      if (!open || !(actor.pricing || actor.requester)) return null;
      return status === 'QUOTED' ? 'IN_COSTING' : status;
    case 'delete':
      return open && (actor.pricing || actor.requester) ? status : null;
    case 'cost':
      if (!open || !actor.pricing) return null;
      return costComplete ? 'QUOTED' : 'IN_COSTING';
    case 'approve':
      return status === 'QUOTED' && actor.pricing ? 'APPROVED' : null;
    case 'reject':
      return open && actor.pricing ? 'REJECTED' : null;
    case 'expire':
      return actor.system && (open || status === 'APPROVED') ? 'EXPIRED' : null;
  }
}

/** The actions `actor` may take on a request in `status` (what the detail's buttons offer). */
export function allowedPriceRequestActions(
  status: PriceRequestStatus,
  actor: PriceRequestActor,
): PriceRequestAction[] {
  return PRICE_REQUEST_ACTIONS.filter(
    (a) => a !== 'expire' && nextPriceRequestStatus(status, a, actor, true) !== null,
  );
}
