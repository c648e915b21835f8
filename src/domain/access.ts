/**
 * Who may do what: every resource of the product with the permission each of its actions needs.
 * The one map both sides read — the server's routes declare `access: ACCESS.<resource>.<action>`
 * and refuse without it; the web app's `canAccess({ resource, action })` (menu, pages, buttons)
 * asks the same entry, so a screen never offers what the API would refuse.
 *
 * Actions follow react-admin's names where they fit (list, show, create, edit, delete, export);
 * business actions carry the business's word (cancel, release, retain, comment…).
 * No zod here: the browser's first download imports this file.
 */
import { type AccessLevel, hasPermission, type PermissionKey } from './permissions';
import { dataScopeOf } from './roles';

export type Requirement = readonly [PermissionKey, AccessLevel];

export interface AccessRule {
  /** Any one of these suffices (WRITE implies READ). */
  readonly anyOf: readonly Requirement[];
  /** Also needs an e-mail of the tenant's own domains (the credit terms). */
  readonly companyEmail?: true;
  /**
   * Refused to the customer portal's role whatever its keys: the customer holds DASHBOARD for its
   * own home, but the back-office's figures (the pipeline) are the staff's.
   */
  readonly staffOnly?: true;
}

const need = (key: PermissionKey, access: AccessLevel = 'READ'): AccessRule => ({ anyOf: [[key, access]] });
const anyOf = (...requirements: Requirement[]): AccessRule => ({ anyOf: requirements });
const companyOnly = (rule: AccessRule): AccessRule => ({ ...rule, companyEmail: true });
const staffOnly = (rule: AccessRule): AccessRule => ({ ...rule, staffOnly: true });

const orderPage = anyOf(['ORDER_LISTING', 'READ'], ['ORDER_DETAIL_SUMMARY', 'READ']);
/** The order's credit side: finance's own key, or the seller's requests to finance. */
const financeSide = (access: AccessLevel) =>
  anyOf(['ORDER_DETAIL_CREDIT', access], ['ORDER_CREDIT_REQUESTS', access]);
const creditTerms = (access: AccessLevel) => companyOnly(need('CUSTOMER_CREDIT_TERMS', access));

export const ACCESS = {
  /** Home and the built-in dashboards. */
  dashboard: {
    home: need('DASHBOARD'),
    /** The home's pipeline card: the home's key, for staff (the customer's home is its portal). */
    pipeline: staffOnly(need('DASHBOARD')),
    sales: need('DASHBOARD_SALES'),
    inventory: need('DASHBOARD_INVENTORY'),
    performance: need('DASHBOARD_PERFORMANCE'),
    mtd: need('DASHBOARD_MTD'),
    onboarding: need('DASHBOARD_ONBOARDING'),
    kpis: need('DASHBOARD_KPIS'),
    purchaseOrders: need('DASHBOARD_PURCHASE_ORDERS'),
    /**
     * The home's finance queues: for who works them (finance decides, sellers and customer service
     * ask). A role that may only read them (operations) or not at all (the customer) is not shown them.
     */
    financeQueues: financeSide('WRITE'),
    /**
     * The home's delivery calendar: the week's deliveries and where each stands (finance's
     * decision, shipments, delays), internal words: the home's key, for staff, as the pipeline.
     */
    calendar: staffOnly(need('DASHBOARD')),
  },
  orders: {
    list: need('ORDER_LISTING'),
    export: need('ORDER_LISTING'),
    create: need('CREATE_ORDER', 'WRITE'),
    /** What the creation form reads first (pricing in force, warehouses). */
    createOptions: need('CREATE_ORDER'),
    /** Open the order page (and read its comments and history). */
    show: orderPage,
    /** The one-field edits of the order page (items, delivery date, delivery model). */
    edit: need('ORDER_DETAIL_SUMMARY', 'WRITE'),
    comment: need('ORDER_DETAIL_SUMMARY'),
    cancel: need('ORDER_CANCEL', 'WRITE'),
    cancelReasons: anyOf(
      ['ORDER_CANCEL', 'READ'],
      ['ORDER_LISTING', 'READ'],
      ['ORDER_DETAIL_SUMMARY', 'READ'],
    ),
    readFiles: need('ORDER_DETAIL_FILES'),
    writeFiles: need('ORDER_DETAIL_FILES', 'WRITE'),
    /** Stage a file for an order about to be created. */
    stageFiles: need('CREATE_ORDER', 'WRITE'),
    /** 'Pendientes de entrega', and the home's logistics group ('Confirmación de entrega pendiente'). */
    pendingDelivery: need('ORDER_LISTING_PENDING_DELIVERY'),
    /** The late orders: the home's delays group and its modal. */
    delayed: need('ORDER_DELAYED'),
    /** A late order's new date, from the delays modal. */
    rescheduleDelayed: need('ORDER_DELAYED', 'WRITE'),
    /** The order page's logistics section: shipments, transport, invoices, remission, delivery. */
    readLogistics: need('ORDER_DETAIL_LOGISTIC'),
    /** Create and delete shipments, invoices and credit notes, remissions, the bulk authorization. */
    writeLogistics: need('ORDER_DETAIL_LOGISTIC', 'WRITE'),
    /**
     * A shipment's transport, date and delivery confirmation: from the order page or inline in
     * 'Pendientes de entrega' (each list's own write permission).
     */
    deliverShipments: anyOf(['ORDER_DETAIL_LOGISTIC', 'WRITE'], ['ORDER_LISTING_PENDING_DELIVERY', 'WRITE']),
    /** Vehicle types and carriers, for who reads or assigns transport. */
    transportLists: anyOf(['ORDER_DETAIL_LOGISTIC', 'READ'], ['ORDER_LISTING_PENDING_DELIVERY', 'READ']),
    /**
     * The customer accepts the order confirmation (ORDEN_CREADA → EFIRMA_CLIENTE). The customer
     * role's one write permission is CREATE_ORDER: signing the confirmation completes placing its
     * own order, so the same key fits. Staff who also create orders pass this rule but are refused
     * by the service: only a user of the order's customer signs for it.
     */
    sign: need('CREATE_ORDER', 'WRITE'),
    /** The order page's lots section, and the count of open orders no stock covers. */
    readInventory: need('ORDER_DETAIL_INVENTORY'),
    /** Assign, change and remove lots (by hand or automatically, one order or in bulk). */
    writeInventory: need('ORDER_DETAIL_INVENTORY', 'WRITE'),
  },
  /** The order's credit and payment side, and the finance queues. */
  finance: {
    /** The order page's finance section: what finance decided and what the seller may ask. */
    show: financeSide('READ'),
    /** Release, retain, validate a payment, register a payment (one order or in bulk). */
    decide: need('ORDER_DETAIL_CREDIT', 'WRITE'),
    readPayments: need('ORDER_DETAIL_CREDIT'),
    /** The seller asks finance: a release to credit, a payment validation to treasury. */
    request: need('ORDER_CREDIT_REQUESTS', 'WRITE'),
    /** Finance may also start the release of an order the seller did not ask for. */
    requestRelease: anyOf(['ORDER_CREDIT_REQUESTS', 'WRITE'], ['ORDER_DETAIL_CREDIT', 'WRITE']),
    /** The dashboard's finance queues and their counts (never the customer's: they are internal). */
    queues: financeSide('READ'),
    /** 'Pendientes de liberación': the listing, and asking from it. */
    pendingReleased: need('ORDER_LISTING_PENDING_RELEASE'),
    requestFromPending: need('ORDER_LISTING_PENDING_RELEASE', 'WRITE'),
  },
  /**
   * The finance queues, each a list of the data provider (read with the permission of the API
   * route behind it): 'not requested' and 'Pendientes de liberación' are the pending-release
   * listing's; the others are the dashboard's.
   */
  'orders-release-not-requested': { list: need('ORDER_LISTING_PENDING_RELEASE') },
  'orders-payment-not-requested': { list: need('ORDER_LISTING_PENDING_RELEASE') },
  'orders-release-missing': { list: financeSide('READ') },
  'orders-retained': { list: financeSide('READ') },
  'orders-approved-by-finance': { list: financeSide('READ') },
  'orders-pending-released': { list: need('ORDER_LISTING_PENDING_RELEASE') },
  /**
   * The logistics lists, each a list of the data provider read with its API route's permission:
   * shipments not delivered ('Pendientes de entrega', the home's 'Confirmación de entrega
   * pendiente') and the late orders (the home's delays group and its modal).
   */
  'orders-not-delivered': { list: need('ORDER_LISTING_PENDING_DELIVERY') },
  'orders-overdue': { list: need('ORDER_DELAYED') },
  /** Lots: stock per warehouse, receptions, the ledger and adjustments. */
  inventory: {
    list: need('INVENTORY_LISTING'),
    show: need('INVENTORY_LISTING'),
    export: need('INVENTORY_LISTING'),
    create: need('INVENTORY_CREATE', 'WRITE'),
    edit: need('INVENTORY_LISTING', 'WRITE'),
    /** Count corrections, damage, returns. */
    adjust: need('INVENTORY_LISTING', 'WRITE'),
    /** Material cost per lot: for who receives material (sellers see stock, not cost). */
    readCost: need('INVENTORY_CREATE'),
    /**
     * Available tons per product and warehouse: for who sells, prices or manages stock (stock
     * readers), never the customer's portal, which creates orders but reads no stock.
     */
    summary: anyOf(['INVENTORY_LISTING', 'READ'], ['PRICE_REQUEST_LIST', 'READ']),
  },
  /** Warehouses: read with the lots, managed by who receives material. */
  warehouses: {
    list: need('INVENTORY_LISTING'),
    show: need('INVENTORY_LISTING'),
    create: need('INVENTORY_CREATE', 'WRITE'),
    edit: need('INVENTORY_CREATE', 'WRITE'),
    delete: need('INVENTORY_CREATE', 'WRITE'),
  },
  products: {
    /** The catalogue screen. (The API's product list stays open to every signed-in user: the order form picks from it.) */
    list: need('PRODUCT_CREATE'),
    create: need('PRODUCT_CREATE', 'WRITE'),
    edit: need('PRODUCT_CREATE', 'WRITE'),
  },
  customers: {
    list: need('CLIENT_LISTING'),
    show: need('CLIENT_LISTING'),
    create: need('CLIENT_CREATE', 'WRITE'),
    edit: need('CLIENT_CREATE', 'WRITE'),
  },
  addresses: {
    list: need('CLIENT_LISTING'),
    create: need('CLIENT_CREATE', 'WRITE'),
    edit: need('CLIENT_CREATE', 'WRITE'),
    delete: need('CLIENT_CREATE', 'WRITE'),
  },
  'customer-credit-terms': {
    list: creditTerms('READ'),
    show: creditTerms('READ'),
    create: creditTerms('WRITE'),
    edit: creditTerms('WRITE'),
    delete: creditTerms('WRITE'),
  },
  /**
   * Price requests: sales asks (CREATE_PRICE_REQUEST), pricing costs and approves
   * (PRICE_REQUEST_LIST at WRITE). Which requests a user sees, and whether an edit or a deletion
   * is theirs to make, the service decides from their scope (src/domain/priceRequests/statuses.ts).
   */
  'price-request': {
    list: need('PRICE_REQUEST_LIST'),
    show: need('PRICE_REQUEST_LIST'),
    export: need('PRICE_REQUEST_LIST'),
    create: need('CREATE_PRICE_REQUEST', 'WRITE'),
    /** Edit or delete an open request: whoever asked, or pricing. */
    edit: anyOf(['CREATE_PRICE_REQUEST', 'WRITE'], ['PRICE_REQUEST_LIST', 'WRITE']),
    delete: anyOf(['CREATE_PRICE_REQUEST', 'WRITE'], ['PRICE_REQUEST_LIST', 'WRITE']),
    /** The cost calculator, the quotes it picks from, approval and rejection: pricing. */
    cost: need('PRICE_REQUEST_LIST', 'WRITE'),
    approve: need('PRICE_REQUEST_LIST', 'WRITE'),
    reject: need('PRICE_REQUEST_LIST', 'WRITE'),
    /** An order line below the approved MSP goes through only with pricing's override. */
    overrideMsp: need('PRICE_REQUEST_LIST', 'WRITE'),
    /**
     * The approved MSPs of a customer's products, which the order form and the items edit warn
     * against: whoever enters order prices or reads price requests, staff only (the portal orders
     * at its agreed prices and never sees internal figures).
     */
    approvedMsp: staffOnly(
      anyOf(['CREATE_ORDER', 'WRITE'], ['ORDER_DETAIL_SUMMARY', 'WRITE'], ['PRICE_REQUEST_LIST', 'READ']),
    ),
  },
  /** Suppliers and their quotes (what a base cost is picked from): kept by pricing. */
  'supplier-quotes': {
    list: need('PRICE_REQUEST_LIST', 'WRITE'),
    create: need('PRICE_REQUEST_LIST', 'WRITE'),
    edit: need('PRICE_REQUEST_LIST', 'WRITE'),
  },
  users: {
    list: need('USER_MANAGEMENT'),
    show: need('USER_MANAGEMENT'),
    create: need('USER_MANAGEMENT', 'WRITE'),
    edit: need('USER_MANAGEMENT', 'WRITE'),
  },
  /** The tenant's roles, as the user forms offer them. */
  roles: {
    list: need('USER_MANAGEMENT'),
  },
  /** Who supervises whom (the customer-service hierarchy). */
  hierarchy: {
    show: need('CONFIGURATION_CLIENT_SERVICE'),
    edit: need('CONFIGURATION_CLIENT_SERVICE', 'WRITE'),
  },
  'pricing-parameters': {
    show: need('PRICING_CONFIGURATION'),
    edit: need('PRICING_CONFIGURATION', 'WRITE'),
  },
  'tenant-config': {
    show: need('TENANT_CONFIGURATION'),
    edit: need('TENANT_CONFIGURATION', 'WRITE'),
  },
} as const satisfies Record<string, Record<string, AccessRule>>;

export type AccessResource = keyof typeof ACCESS;
export type AccessAction<R extends AccessResource> = keyof (typeof ACCESS)[R] & string;

/** What the rules need to know of the person asking. */
export interface Holder {
  /** Permission strings as tokens carry them (`ORDER_LISTING_READ`). */
  permissions: readonly string[];
  /** Unknown counts as no (a company-e-mail rule then refuses). */
  isCompanyEmail?: boolean;
  /** The role in force (the viewed-as one); unknown counts as not staff (a staff-only rule refuses). */
  role?: string;
}

/** Whether the holder is the back-office's: a known role that is not the customer portal's. */
const isStaff = (holder: Holder) => holder.role !== undefined && dataScopeOf(holder.role) !== 'customer';

export function allows(holder: Holder, rule: AccessRule): boolean {
  if (rule.companyEmail && !holder.isCompanyEmail) return false;
  if (rule.staffOnly && !isStaff(holder)) return false;
  return rule.anyOf.some(([key, access]) => hasPermission(holder.permissions, key, access));
}

/** The rule of a resource's action, or undefined when the map has none (which refuses). */
export function ruleOf(resource: string, action: string): AccessRule | undefined {
  const actions = (ACCESS as Record<string, Record<string, AccessRule>>)[resource];
  return actions && Object.hasOwn(actions, action) ? actions[action] : undefined;
}

/** react-admin's question: may this holder do `action` on `resource`? Unknown pairs are refused. */
export function canAccessAction(holder: Holder, resource: string, action: string): boolean {
  const rule = ruleOf(resource, action);
  return rule ? allows(holder, rule) : false;
}
